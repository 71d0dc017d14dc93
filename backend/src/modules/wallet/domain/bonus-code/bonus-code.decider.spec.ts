import { foldEvents } from '../../../../platform/domain/decider';
import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { BonusCodeCommand, bonusCodeDecider } from './bonus-code.decider';
import type { BonusCodeEvent, BonusCodeTerms } from './bonus-code.events';
import { at, bonusCodeCreated, bonusCodeId, by, code, createBonusCode, fiftyThousand } from './bonus-code.fixtures';

const given = deciderSpec(bonusCodeDecider);

const claimAt = '2027-01-10T10:00:00.000Z';
const admin = (type: 'ActivateBonusCode' | 'DeactivateBonusCode' | 'DeleteBonusCode'): BonusCodeCommand => ({ type, data: { code, by, at } });
const edit = (terms: Partial<BonusCodeTerms>): BonusCodeCommand => ({ type: 'EditBonusCode', data: { code, ...fiftyThousand, ...terms, by, at } });
const claim = (userId: string, when = claimAt, asTyped = code): BonusCodeCommand => ({ type: 'ClaimBonusCode', data: { code: asTyped, userId, at: when } });

const onCode = { code, bonusCodeId };
const claimed = (userId: string, when = claimAt, amount = 50_000, expiresAt = '2027-02-09T10:00:00.000Z'): BonusCodeEvent => ({
  type: 'BonusCodeClaimed',
  data: { ...onCode, userId, lotId: 'bonus_code-b1', amount, expiresAt, at: when },
});
const deactivated: BonusCodeEvent = { type: 'BonusCodeDeactivated', data: { ...onCode, by, at } };
const activated: BonusCodeEvent = { type: 'BonusCodeActivated', data: { ...onCode, by, at } };
const deleted: BonusCodeEvent = { type: 'BonusCodeDeleted', data: { ...onCode, by, at } };
const claimsBy = (count: number) => Array.from({ length: count }, (_, i) => claimed(`u${i}`));

describe('bonus code decider', () => {
  it('decides on the stream named by the upper-cased code', () => {
    expect(bonusCodeDecider.streamIdOf(createBonusCode({}, { code: ' tet2027 ' }))).toBe('wallet_bonus_code-TET2027');
    expect(bonusCodeDecider.streamIdOf(claim('u1', claimAt, 'Tet2027'))).toBe('wallet_bonus_code-TET2027');
  });

  describe('create a code', () => {
    it('records the code upper-cased, active or not as the admin chose', () => {
      given([]).when(createBonusCode({}, { code: ' tet2027 ' })).then([bonusCodeCreated()]);
      given([]).when(createBonusCode({}, { active: false })).then([bonusCodeCreated({}, false)]);
    });

    it('records nothing when the same create arrives again, and refuses the code to another id', () => {
      given([bonusCodeCreated()]).when(createBonusCode()).then([]);
      given([bonusCodeCreated()]).when(createBonusCode({}, { code: 'tet2027', bonusCodeId: 'b2' })).thenThrows('BONUS_CODE_TAKEN');
    });

    it.each(['AB', 'A'.repeat(21), 'TẾT2027', 'TET-2027', 'TET 2027', ''])('refuses the code %j', (badCode) => {
      given([]).when(createBonusCode({}, { code: badCode })).thenThrows('BONUS_CODE_INVALID');
    });

    it.each([0, -1, 1_000.5, Number.MAX_SAFE_INTEGER + 1])('refuses the bonus amount %p', (bonusAmount) => {
      given([]).when(createBonusCode({ bonusAmount })).thenThrows('BONUS_AMOUNT_INVALID');
    });

    it.each([0, -1, 1.5, 3651])('refuses %p days of validity', (validityDays) => {
      given([]).when(createBonusCode({ validityDays })).thenThrows('BONUS_VALIDITY_DAYS_INVALID');
    });

    it.each([0, -1, 2.5])('refuses a claim limit of %p', (claimLimit) => {
      given([]).when(createBonusCode({ claimLimit })).thenThrows('BONUS_CLAIM_LIMIT_INVALID');
    });

    it('refuses a window that ends before it starts, ends already, or is not made of dates', () => {
      given([]).when(createBonusCode({ validFrom: '2027-01-05T00:00:00.000Z', validUntil: '2027-01-05T00:00:00.000Z' })).thenThrows('BONUS_CODE_WINDOW_INVALID');
      given([]).when(createBonusCode({ validFrom: null, validUntil: at })).thenThrows('BONUS_CODE_WINDOW_INVALID');
      given([]).when(createBonusCode({ validFrom: 'tết' })).thenThrows('BONUS_CODE_WINDOW_INVALID');
      given([]).when(createBonusCode({ validUntil: 'mai' })).thenThrows('BONUS_CODE_WINDOW_INVALID');
    });

    it('takes a code open at once, forever, without a limit', () => {
      const open = { validFrom: null, validUntil: null, claimLimit: null };
      given([]).when(createBonusCode(open)).then([bonusCodeCreated(open)]);
    });
  });

  describe('edit, activate, deactivate', () => {
    it('records new terms, and nothing when they are the same', () => {
      const edited: BonusCodeEvent = { type: 'BonusCodeEdited', data: { ...onCode, ...fiftyThousand, bonusAmount: 80_000, by, at } };
      given([bonusCodeCreated()]).when(edit({ bonusAmount: 80_000 })).then([edited]);
      given([bonusCodeCreated()]).when(edit({})).then([]);
      given([bonusCodeCreated()]).when(edit({ validityDays: 0 })).thenThrows('BONUS_VALIDITY_DAYS_INVALID');
    });

    it('lets an edit close the window already, or set a limit below the claims made', () => {
      const closed = { validFrom: null, validUntil: '2026-12-01T00:00:00.000Z' };
      given([bonusCodeCreated()]).when(edit(closed)).then([{ type: 'BonusCodeEdited', data: { ...onCode, ...fiftyThousand, ...closed, by, at } }]);
      given([bonusCodeCreated(), ...claimsBy(3)]).when(edit({ claimLimit: 1 })).then([{ type: 'BonusCodeEdited', data: { ...onCode, ...fiftyThousand, claimLimit: 1, by, at } }]);
    });

    it('activates and deactivates, a repeat recording nothing', () => {
      given([bonusCodeCreated()]).when(admin('DeactivateBonusCode')).then([deactivated]);
      given([bonusCodeCreated(), deactivated]).when(admin('DeactivateBonusCode')).then([]);
      given([bonusCodeCreated(), deactivated]).when(admin('ActivateBonusCode')).then([activated]);
      given([bonusCodeCreated()]).when(admin('ActivateBonusCode')).then([]);
    });

    it('refuses any of them for an unknown code', () => {
      given([]).when(edit({})).thenThrows('BONUS_CODE_NOT_FOUND');
      given([]).when(admin('ActivateBonusCode')).thenThrows('BONUS_CODE_NOT_FOUND');
      given([]).when(admin('DeactivateBonusCode')).thenThrows('BONUS_CODE_NOT_FOUND');
    });
  });

  describe('delete a code', () => {
    it('erases a code nobody claimed, freeing its name; a repeat records nothing', () => {
      given([bonusCodeCreated()]).when(admin('DeleteBonusCode')).then([deleted]);
      given([bonusCodeCreated(), deleted]).when(admin('DeleteBonusCode')).then([]);
      given([bonusCodeCreated(), deleted]).when(createBonusCode({}, { bonusCodeId: 'b2' })).then([{ ...bonusCodeCreated(), data: { ...bonusCodeCreated().data, bonusCodeId: 'b2' } }]);
      given([bonusCodeCreated(), deleted]).when(claim('u1')).thenThrows('BONUS_CODE_NOT_FOUND');
    });

    it('deactivates a claimed code instead, so its lots keep naming it', () => {
      given([bonusCodeCreated(), claimed('u1')]).when(admin('DeleteBonusCode')).then([deactivated]);
      given([bonusCodeCreated(), claimed('u1'), deactivated]).when(admin('DeleteBonusCode')).then([]);
    });
  });

  describe('claim a code', () => {
    it('records the lot the wallet will grant: the amount, and the expiry counted from the claim', () => {
      given([bonusCodeCreated()]).when(claim('u1', claimAt, ' tet2027 ')).then([claimed('u1')]);
    });

    it('refuses an unknown code', () => {
      given([]).when(claim('u1')).thenThrows('BONUS_CODE_NOT_FOUND');
    });

    it('refuses an inactive code', () => {
      given([bonusCodeCreated({}, false)]).when(claim('u1')).thenThrows('BONUS_CODE_INACTIVE');
      given([bonusCodeCreated(), deactivated]).when(claim('u1')).thenThrows('BONUS_CODE_INACTIVE');
    });

    it('accepts claims from the first instant of the window up to, not including, its end', () => {
      given([bonusCodeCreated()]).when(claim('u1', '2027-01-04T23:59:59.999Z')).thenThrows('BONUS_CODE_NOT_YET_VALID');
      given([bonusCodeCreated()]).when(claim('u1', '2027-01-05T00:00:00.000Z')).then([claimed('u1', '2027-01-05T00:00:00.000Z', 50_000, '2027-02-04T00:00:00.000Z')]);
      given([bonusCodeCreated()]).when(claim('u1', '2027-01-31T23:59:59.999Z')).then([claimed('u1', '2027-01-31T23:59:59.999Z', 50_000, '2027-03-02T23:59:59.999Z')]);
      given([bonusCodeCreated()]).when(claim('u1', '2027-02-01T00:00:00.000Z')).thenThrows('BONUS_CODE_EXPIRED');
    });

    it('gives exactly the limit, counted over all users', () => {
      given([bonusCodeCreated(), ...claimsBy(9)]).when(claim('u9')).then([claimed('u9')]);
      given([bonusCodeCreated(), ...claimsBy(10)]).when(claim('u10')).thenThrows('BONUS_CODE_USED_UP');
    });

    it('once per user: a second claim is refused as already claimed, before any other reason', () => {
      given([bonusCodeCreated(), claimed('u1')]).when(claim('u1')).thenThrows('BONUS_CODE_ALREADY_CLAIMED');
      given([bonusCodeCreated({ claimLimit: 1 }), claimed('u1'), deactivated]).when(claim('u1', '2027-03-01T00:00:00.000Z')).thenThrows('BONUS_CODE_ALREADY_CLAIMED');
    });

    it('credits the terms as they stand at the claim', () => {
      const edited: BonusCodeEvent = { type: 'BonusCodeEdited', data: { ...onCode, ...fiftyThousand, bonusAmount: 20_000, validityDays: 1, by, at } };
      given([bonusCodeCreated(), claimed('u1'), edited]).when(claim('u2')).then([claimed('u2', claimAt, 20_000, '2027-01-11T10:00:00.000Z')]);
    });

    it('counts the claims in the stream it folds', () => {
      const state = foldEvents(bonusCodeDecider, [bonusCodeCreated(), ...claimsBy(4), deactivated]);
      expect(state.status === 'inactive' && state.claimedBy.size).toBe(4);
    });
  });
});
