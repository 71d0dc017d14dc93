import { Deposit, MyWalletEntry, ReceivedBonus, WalletBalanceResponse } from '@academy/contracts';

/** Test data shaped by the contracts: what the wallet endpoints answer. */
export function pendingDeposit(overrides: Partial<Deposit> = {}): Deposit {
  const code = overrides.code ?? 'NT0A1B2C3D4E';
  const amount = overrides.amount ?? 200_000;
  return {
    _id: `deposit-${code}`,
    code,
    amount,
    status: 'pending',
    amountCredited: null,
    createdAt: '2026-03-02T03:00:00.000Z',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    paidAt: null,
    payment: {
      bankBin: '970422',
      bankName: 'MB Bank',
      accountNumber: '0123456789',
      accountName: 'CONG TY HOC VIEN MARKETING',
      amount,
      memo: code,
      qrPayload: `00020101021238570010A00000072701270006970422011301234567890208QRIBFTTA530370454062000005802VN6215${code}6304ABCD`,
    },
    ...overrides,
  };
}

export function walletBalance(overrides: Partial<WalletBalanceResponse> = {}): WalletBalanceResponse {
  return {
    mainBalance: 200_000,
    bonusBalance: 80_000,
    bonusLots: [
      { _id: 'bonus_code-b', amount: 30_000, granted: 50_000, expiresAt: '2026-04-01T00:00:00.000Z', code: 'TET', receivedAt: '2026-03-01T00:00:00.000Z' },
      { _id: 'bonus_code-a', amount: 50_000, granted: 50_000, expiresAt: '2026-03-20T00:00:00.000Z', code: 'CHAOXUAN', receivedAt: '2026-03-02T00:00:00.000Z' },
    ],
    currency: 'VND',
    ...overrides,
  };
}

export function receivedBonus(id: string, overrides: Partial<ReceivedBonus> = {}): ReceivedBonus {
  return {
    _id: id,
    code: 'CHAOXUAN',
    amount: 50_000,
    left: 50_000,
    receivedAt: '2026-03-02T00:00:00.000Z',
    expiresAt: '2026-03-20T00:00:00.000Z',
    status: 'active',
    ...overrides,
  };
}

export function walletEntry(overrides: Partial<MyWalletEntry> = {}): MyWalletEntry {
  return {
    _id: 'deposit:u1:NTABC123',
    date: '2026-03-02T03:05:00.000Z',
    type: 'deposit',
    details: 'Nạp tiền qua chuyển khoản ngân hàng, lệnh nạp NTABC123',
    amount: 250_000,
    balance: 'main',
    ...overrides,
  };
}
