import type { BonusCodeCommand } from './bonus-code.decider';
import type { BonusCodeCreated, BonusCodeTerms } from './bonus-code.events';

/** One code as an admin creates it, shared by the decider spec and later the wallet projection specs. */
export const code = 'TET2027';
export const bonusCodeId = 'b1';
export const by = 'admin-1';
export const at = '2027-01-01T08:00:00.000Z';

export const fiftyThousand: BonusCodeTerms = {
  bonusAmount: 50_000,
  validityDays: 30,
  claimLimit: 10,
  validFrom: '2027-01-05T00:00:00.000Z',
  validUntil: '2027-02-01T00:00:00.000Z',
};

export const createBonusCode = (terms: Partial<BonusCodeTerms> = {}, overrides: { code?: string; bonusCodeId?: string; active?: boolean } = {}): BonusCodeCommand => ({
  type: 'CreateBonusCode',
  data: { code, bonusCodeId, active: true, ...fiftyThousand, ...terms, ...overrides, by, at },
});

export const bonusCodeCreated = (terms: Partial<BonusCodeTerms> = {}, active = true): BonusCodeCreated => ({
  type: 'BonusCodeCreated',
  data: { code, bonusCodeId, ...fiftyThousand, ...terms, active, by, at },
});
