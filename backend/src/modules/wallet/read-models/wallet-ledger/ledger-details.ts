import { assertNever } from '../../../../platform/domain/decider';
import type { LedgerDetail } from './wallet-ledger.read-model';

const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
const vnDay = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' });

const money = (amount: number) => vnd.format(amount);

/** `ví thưởng 50.000 ₫, ví chính 150.000 ₫`, naming only the balances that moved. */
function split(bonus: number, main: number): string {
  const parts = [bonus > 0 ? `ví thưởng ${money(bonus)}` : null, main > 0 ? `ví chính ${money(main)}` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'không có';
}

const fromCode = (code: string | null) => (code ? `mã ${code}` : 'khuyến mãi');

/**
 * An entry's details as the admin table shows them, in Vietnamese. `adjuster` is the name (or the
 * email) of the admin who made an adjustment, or null once their account is gone.
 */
export function ledgerDetails(detail: LedgerDetail, adjuster: string | null): string {
  switch (detail.kind) {
    case 'deposit':
      // The deposit's id is its memo code (NT…), what the admin finds in the bank statement.
      return `Nạp tiền qua chuyển khoản ngân hàng, lệnh nạp ${detail.depositId}`;
    case 'order_refund':
      return `Hoàn tiền đơn hàng ${detail.orderCode} vào ví chính`;
    case 'adjustment':
      return `Lý do: ${detail.reason} · Người điều chỉnh: ${adjuster ?? 'tài khoản đã xóa'}`;
    case 'bonus':
      return `Tiền thưởng từ ${fromCode(detail.code)}, dùng đến hết ${vnDay.format(new Date(detail.expiresAt))}`;
    case 'payment':
      return `Thanh toán đơn hàng ${detail.orderCode}: ${split(detail.fromBonus, detail.fromMain)}`;
    case 'payment_refund': {
      const lapsed = detail.lapsed > 0 ? `; ${money(detail.lapsed)} tiền thưởng đã hết hạn nên không hoàn` : '';
      return `Hoàn tiền đơn hàng ${detail.orderCode}: ${split(detail.toBonus, detail.toMain)}${lapsed}`;
    }
    case 'bonus_expired':
      return `Tiền thưởng từ ${fromCode(detail.code)} hết hạn sử dụng`;
    default:
      return assertNever(detail);
  }
}
