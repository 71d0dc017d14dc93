import { ledgerDetails } from './ledger-details';

describe('ledger details (what the admin table says about an entry)', () => {
  it.each([
    [{ kind: 'deposit', depositId: 'NTAB12CD34EF5' } as const, 'Nạp tiền qua chuyển khoản ngân hàng, lệnh nạp NTAB12CD34EF5'],
    [{ kind: 'order_refund', orderCode: 'DH123' } as const, 'Hoàn tiền đơn hàng DH123 vào ví chính'],
    // The end of the lot's last day in Vietnam, not in UTC (16:59 UTC is 23:59 in Hà Nội).
    [{ kind: 'bonus', code: 'TET2027', expiresAt: '2027-02-10T16:59:59.000Z' } as const, 'Tiền thưởng từ mã TET2027, dùng đến hết 10/02/2027'],
    [{ kind: 'payment', orderCode: 'DH1', fromBonus: 50_000, fromMain: 150_000 } as const, 'Thanh toán đơn hàng DH1: ví thưởng 50.000 ₫, ví chính 150.000 ₫'],
    [{ kind: 'payment', orderCode: 'DH2', fromBonus: 0, fromMain: 99_000 } as const, 'Thanh toán đơn hàng DH2: ví chính 99.000 ₫'],
    [
      { kind: 'payment_refund', orderCode: 'DH3', toBonus: 0, toMain: 10_000, lapsed: 20_000 } as const,
      'Hoàn tiền đơn hàng DH3: ví chính 10.000 ₫; 20.000 ₫ tiền thưởng đã hết hạn nên không hoàn',
    ],
    [{ kind: 'bonus_expired', code: null } as const, 'Tiền thưởng từ khuyến mãi hết hạn sử dụng'],
  ])('%j', (detail, text) => {
    expect(ledgerDetails(detail, null).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('names the admin who adjusted, and says so when their account is gone', () => {
    const detail = { kind: 'adjustment', reason: 'Bù phí chuyển khoản', by: 'admin1' } as const;
    expect(ledgerDetails(detail, 'Quản Trị')).toBe('Lý do: Bù phí chuyển khoản · Người điều chỉnh: Quản Trị');
    expect(ledgerDetails(detail, null)).toBe('Lý do: Bù phí chuyển khoản · Người điều chỉnh: tài khoản đã xóa');
  });
});
