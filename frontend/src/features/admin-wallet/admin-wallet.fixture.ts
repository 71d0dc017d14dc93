import { WalletTransaction } from '@academy/contracts';

/** One ledger entry as the server lists it; tests change what they look at. */
export const walletEntry = (id: string, overrides: Partial<WalletTransaction> = {}): WalletTransaction => ({
  _id: id,
  date: '2027-03-01T03:00:00.000Z',
  user: { _id: 'u1', name: 'Trần Thị Lan', email: 'lan@example.vn' },
  type: 'deposit',
  details: 'Nạp tiền qua chuyển khoản ngân hàng',
  amount: 200_000,
  balance: 'main',
  ...overrides,
});
