import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { BonusCodeEvent } from '../../domain/bonus-code/bonus-code.events';
import { at, bonusCodeCreated, bonusCodeId, by, code, fiftyThousand } from '../../domain/bonus-code/bonus-code.fixtures';
import { bonusCodesProjection } from './bonus-codes.projection';
import { BONUS_CODES_COLLECTION, BonusCodeRow } from './bonus-codes.read-model';

const later = '2027-01-06T10:00:00.000Z';
const onCode = { code, bonusCodeId };
const claimed = (userId: string, id = bonusCodeId): BonusCodeEvent => ({
  type: 'BonusCodeClaimed',
  data: { code, bonusCodeId: id, userId, lotId: `bonus_code-${id}`, amount: 50_000, expiresAt: '2027-02-05T10:00:00.000Z', at: later },
});
const admin = (type: 'BonusCodeActivated' | 'BonusCodeDeactivated' | 'BonusCodeDeleted'): BonusCodeEvent => ({ type, data: { ...onCode, by, at: later } });

const createdRow: BonusCodeRow = { id: bonusCodeId, code, ...fiftyThousand, isActive: true, timesClaimed: 0, createdAt: at, updatedAt: at };

describe('bonus codes projection (every case applies its events twice)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(bonusCodesProjection);
  });
  afterAll(() => spec.close());

  it('lists a new code, active or not as created, unclaimed', async () => {
    await spec.givenEvents(bonusCodeCreated()).thenRows(BONUS_CODES_COLLECTION, [createdRow]);
    await spec.givenEvents(bonusCodeCreated({}, false)).thenRows(BONUS_CODES_COLLECTION, [{ ...createdRow, isActive: false }]);
  });

  it('shows the new terms after an edit and follows the active flag', async () => {
    const terms = { bonusAmount: 80_000, validityDays: 7, claimLimit: null, validFrom: null, validUntil: null };
    const edited: BonusCodeEvent = { type: 'BonusCodeEdited', data: { ...onCode, ...terms, by, at: later } };
    await spec.givenEvents(bonusCodeCreated(), edited, admin('BonusCodeDeactivated')).thenRows(BONUS_CODES_COLLECTION, [
      { ...createdRow, ...terms, isActive: false, updatedAt: later },
    ]);
    await spec.givenEvents(bonusCodeCreated(), admin('BonusCodeDeactivated'), admin('BonusCodeActivated')).thenRows(BONUS_CODES_COLLECTION, [{ ...createdRow, updatedAt: later }]);
  });

  it('counts each claim once, and keeps the count when the creation is delivered again', async () => {
    await spec.givenEvents(bonusCodeCreated(), claimed('u1'), claimed('u2'), bonusCodeCreated(), claimed('u3')).thenRows(BONUS_CODES_COLLECTION, [
      { ...createdRow, timesClaimed: 3 },
    ]);
  });

  it('removes an erased code, and lists a new code of the same name under its own id with its own count', async () => {
    const again: BonusCodeEvent = { type: 'BonusCodeCreated', data: { ...bonusCodeCreated().data, bonusCodeId: 'b2', at: later } };
    await spec.givenEvents(bonusCodeCreated(), admin('BonusCodeDeleted')).thenRows(BONUS_CODES_COLLECTION, []);
    await spec
      .givenEvents(bonusCodeCreated(), admin('BonusCodeDeleted'), again, claimed('u1', 'b2'))
      .thenRows(BONUS_CODES_COLLECTION, [{ ...createdRow, id: 'b2', timesClaimed: 1, createdAt: later, updatedAt: later }]);
  });
});
