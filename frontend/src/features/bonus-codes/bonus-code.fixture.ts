import { BonusCode } from '@academy/contracts';

/** One code as the API answers it, for this feature's specs. */
export const bonusCode = (id: string, overrides: Partial<BonusCode> = {}): BonusCode => ({
  _id: id,
  code: `THUONG${id.toUpperCase()}`,
  bonusAmount: 50_000,
  validityDays: 30,
  claimLimit: 100,
  timesClaimed: 0,
  validFrom: '2027-01-31T17:00:00.000Z',
  validUntil: '2027-02-28T17:00:00.000Z',
  isActive: true,
  createdAt: '2027-01-10T08:00:00.000Z',
  updatedAt: '2027-01-10T08:00:00.000Z',
  ...overrides,
});
