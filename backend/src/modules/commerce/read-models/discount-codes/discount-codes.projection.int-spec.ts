import { projectionTools } from '../../../../platform/projections/projection-tools';
import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import { recordedEvent } from '../../../../platform/testing/recorded-event';
import type { DiscountCodeEvent } from '../../domain/discount-code/discount-code.events';
import { at, by, code, codeCreated, discountCodeId, tenPercent } from '../../domain/discount-code/discount-code.fixtures';
import { discountCodesProjection } from './discount-codes.projection';
import { DISCOUNT_CODES_COLLECTION, DISCOUNT_USES_COLLECTION, DiscountCodeRow, discountCodeRows, discountUseRows } from './discount-codes.read-model';

const later = '2026-12-05T10:00:00.000Z';
const onCode = { code, discountCodeId };
const reserved = (orderId: string): DiscountCodeEvent => ({ type: 'DiscountReserved', data: { ...onCode, orderId, eligibleSubtotal: 500_000, amount: 50_000, at: later } });
const confirmed = (orderId: string): DiscountCodeEvent => ({ type: 'DiscountUseConfirmed', data: { ...onCode, orderId, at: later } });
const released = (orderId: string): DiscountCodeEvent => ({ type: 'DiscountReleased', data: { ...onCode, orderId, at: later } });
const admin = (type: 'DiscountCodeActivated' | 'DiscountCodeDeactivated' | 'DiscountCodeDeleted', id = discountCodeId): DiscountCodeEvent => ({
  type,
  data: { code, discountCodeId: id, by, at: later },
});

const createdRow: DiscountCodeRow = { id: discountCodeId, code, ...tenPercent, isActive: true, heldUses: 0, paidUses: 0, createdAt: at, updatedAt: at };

describe('discount codes projection (every case applies its events twice)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(discountCodesProjection);
  });
  afterAll(() => spec.close());

  it('lists a new code, active, unused', async () => {
    await spec.givenEvents(codeCreated()).thenRows(DISCOUNT_CODES_COLLECTION, [createdRow]);
  });

  it('shows the new terms after an edit and follows the active flag', async () => {
    const edited: DiscountCodeEvent = {
      type: 'DiscountCodeEdited',
      data: { ...onCode, ...tenPercent, type: 'fixed_amount', value: 50_000, usageLimit: null, appliesTo: 'specific_courses', applicableCourses: ['c1'], by, at: later },
    };
    await spec.givenEvents(codeCreated(), edited, admin('DiscountCodeDeactivated')).thenRows(DISCOUNT_CODES_COLLECTION, [
      { ...createdRow, type: 'fixed_amount', value: 50_000, usageLimit: null, appliesTo: 'specific_courses', applicableCourses: ['c1'], isActive: false, updatedAt: later },
    ]);
    await spec.givenEvents(codeCreated(), admin('DiscountCodeDeactivated'), admin('DiscountCodeActivated')).thenRows(DISCOUNT_CODES_COLLECTION, [{ ...createdRow, updatedAt: later }]);
  });

  it('removes an erased code, and lists a new code of the same name under its own id', async () => {
    const again = { ...codeCreated(), data: { ...codeCreated().data, discountCodeId: 'd2', at: later } };
    await spec.givenEvents(codeCreated(), admin('DiscountCodeDeleted')).thenRows(DISCOUNT_CODES_COLLECTION, []);
    await spec.givenEvents(codeCreated(), reserved('o0'), confirmed('o0')).thenRows(DISCOUNT_CODES_COLLECTION, [{ ...createdRow, paidUses: 1 }]);
    await spec
      .givenEvents(codeCreated(), admin('DiscountCodeDeleted'), again, { type: 'DiscountReserved', data: { code, discountCodeId: 'd2', orderId: 'o1', eligibleSubtotal: 1, amount: 0, at: later } })
      .thenRows(DISCOUNT_CODES_COLLECTION, [{ ...createdRow, id: 'd2', heldUses: 1, createdAt: later, updatedAt: later }]);
  });

  it('counts held and paid uses: a confirmation moves a hold to paid, a release frees it', async () => {
    const history = [codeCreated(), reserved('o1'), reserved('o2'), reserved('o3'), confirmed('o1'), released('o2'), reserved('o4')];
    await spec.givenEvents(...history).thenRows(DISCOUNT_CODES_COLLECTION, [{ ...createdRow, heldUses: 2, paidUses: 1 }]);
    await spec.givenEvents(...history).thenRows(DISCOUNT_USES_COLLECTION, [
      { id: 'd1:o1', discountCodeId, orderId: 'o1', status: 'paid' },
      { id: 'd1:o2', discountCodeId, orderId: 'o2', status: 'released' },
      { id: 'd1:o3', discountCodeId, orderId: 'o3', status: 'held' },
      { id: 'd1:o4', discountCodeId, orderId: 'o4', status: 'held' },
    ]);
  });

  it('counts a confirmation without a hold (a late payment an admin accepted) as paid only', async () => {
    await spec.givenEvents(codeCreated(), reserved('o1'), confirmed('o2')).thenRows(DISCOUNT_CODES_COLLECTION, [{ ...createdRow, heldUses: 1, paidUses: 1 }]);
  });

  it('counts nothing for a use event that finds the use already where it says', async () => {
    await spec.givenEvents(codeCreated(), reserved('o1'), reserved('o1'), confirmed('o1'), confirmed('o1'), reserved('o2'), released('o2'), released('o2')).thenRows(
      DISCOUNT_CODES_COLLECTION,
      [{ ...createdRow, paidUses: 1 }],
    );
  });

  it('keeps the counts when the creation is delivered again after uses', async () => {
    await spec.givenEvents(codeCreated(), reserved('o1'), codeCreated(), confirmed('o1'), reserved('o2')).thenRows(DISCOUNT_CODES_COLLECTION, [
      { ...createdRow, heldUses: 1, paidUses: 1 },
    ]);
  });

  it('counts a use once when a crash between its two writes makes the log deliver the event again', async () => {
    await spec.givenEvents(codeCreated()).thenRows(DISCOUNT_CODES_COLLECTION, [createdRow]);
    const apply = (event: DiscountCodeEvent, position: string) =>
      discountCodesProjection.apply(recordedEvent(event.type, { ...event.data }, { position }), spec.store, projectionTools(spec.vault));
    await apply(reserved('o9'), '90000000000000000001');
    // The count was written, the use was not: the process died in between.
    await discountUseRows(spec.store).delete('d1:o9');
    await apply(reserved('o9'), '90000000000000000001');
    await apply(confirmed('o9'), '90000000000000000002');
    await apply(confirmed('o9'), '90000000000000000002');
    expect(await discountCodeRows(spec.store).get(discountCodeId)).toMatchObject({ heldUses: 0, paidUses: 1 });
  });
});
