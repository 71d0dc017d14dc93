import { foldEvents } from '../../../../platform/domain/decider';
import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { DiscountCodeCommand, discountCodeDecider } from './discount-code.decider';
import type { DiscountCodeEvent, DiscountTerms } from './discount-code.events';
import { at, by, code, codeCreated, createCode, discountCodeId, tenPercent } from './discount-code.fixtures';

const given = deciderSpec(discountCodeDecider);

const checkoutAt = '2026-12-05T10:00:00.000Z';
const admin = (type: 'ActivateDiscountCode' | 'DeactivateDiscountCode' | 'DeleteDiscountCode'): DiscountCodeCommand => ({ type, data: { code, by, at } });
const edit = (terms: Partial<DiscountTerms>): DiscountCodeCommand => ({ type: 'EditDiscountCode', data: { code, ...tenPercent, ...terms, by, at } });
const reserve = (orderId: string, eligibleSubtotal = 500_000, when = checkoutAt): DiscountCodeCommand => ({
  type: 'ReserveDiscount',
  data: { code, orderId, eligibleSubtotal, at: when },
});
const confirm = (orderId: string): DiscountCodeCommand => ({ type: 'ConfirmDiscountUse', data: { code, orderId, at: checkoutAt } });
const release = (orderId: string): DiscountCodeCommand => ({ type: 'ReleaseDiscount', data: { code, orderId, at: checkoutAt } });

const onCode = { code, discountCodeId };
const reserved = (orderId: string, amount = 50_000, eligibleSubtotal = 500_000): DiscountCodeEvent => ({
  type: 'DiscountReserved',
  data: { ...onCode, orderId, eligibleSubtotal, amount, at: checkoutAt },
});
const confirmed = (orderId: string): DiscountCodeEvent => ({ type: 'DiscountUseConfirmed', data: { ...onCode, orderId, at: checkoutAt } });
const released = (orderId: string): DiscountCodeEvent => ({ type: 'DiscountReleased', data: { ...onCode, orderId, at: checkoutAt } });
const deactivated: DiscountCodeEvent = { type: 'DiscountCodeDeactivated', data: { ...onCode, by, at } };

describe('discount code decider', () => {
  it('decides on the stream named by the upper-cased code, so codes are unique by construction', () => {
    expect(discountCodeDecider.streamIdOf(createCode({}, { code: ' tet2027 ' }))).toBe('commerce_discount_code-TET2027');
    expect(discountCodeDecider.streamIdOf(reserve('o1'))).toBe('commerce_discount_code-TET2027');
  });

  describe('create a code', () => {
    it('records the code upper-cased, active', () => {
      given([]).when(createCode({}, { code: ' tet2027 ' })).then([codeCreated()]);
    });

    it('records nothing when the same create arrives again, and refuses the code to another id', () => {
      given([codeCreated()]).when(createCode()).then([]);
      given([codeCreated()]).when(createCode({}, { code: 'Tet2027', discountCodeId: 'd2' })).thenThrows('DISCOUNT_CODE_TAKEN');
    });

    it.each(['AB', 'A'.repeat(21), 'TẾT2027', 'TET-2027', 'TET 2027', ''])('refuses the code %j', (badCode) => {
      given([]).when(createCode({}, { code: badCode })).thenThrows('DISCOUNT_CODE_INVALID');
    });

    it.each([
      [{ type: 'percentage', value: 0 }],
      [{ type: 'percentage', value: 101 }],
      [{ type: 'percentage', value: 12.5 }],
      [{ type: 'fixed_amount', value: 0 }],
      [{ type: 'fixed_amount', value: 1_000.5 }],
      [{ type: 'fixed_amount', value: Number.MAX_SAFE_INTEGER + 1 }],
    ] as const)('refuses the value %j', (terms) => {
      given([]).when(createCode(terms)).thenThrows('DISCOUNT_VALUE_INVALID');
    });

    it('takes 100% and a fixed amount of whole đồng', () => {
      given([]).when(createCode({ value: 100 })).then([codeCreated({ value: 100 })]);
      given([]).when(createCode({ type: 'fixed_amount', value: 50_000 })).then([codeCreated({ type: 'fixed_amount', value: 50_000 })]);
    });

    it('refuses a usage limit that is not a positive integer, and an expiry not after now', () => {
      for (const usageLimit of [0, -1, 2.5]) given([]).when(createCode({ usageLimit })).thenThrows('DISCOUNT_USAGE_LIMIT_INVALID');
      given([]).when(createCode({ expiresAt: at })).thenThrows('DISCOUNT_EXPIRY_INVALID');
      given([]).when(createCode({ expiresAt: 'tết' })).thenThrows('DISCOUNT_EXPIRY_INVALID');
      given([]).when(createCode({ usageLimit: null, expiresAt: null })).then([codeCreated({ usageLimit: null, expiresAt: null })]);
    });

    it('needs the courses or plans a specific code applies to, and keeps only the list its scope names', () => {
      given([]).when(createCode({ appliesTo: 'specific_courses', applicableCourses: [] })).thenThrows('DISCOUNT_TARGETS_REQUIRED');
      given([]).when(createCode({ appliesTo: 'specific_tools', applicableCourses: ['c1'] })).thenThrows('DISCOUNT_TARGETS_REQUIRED');
      given([])
        .when(createCode({ appliesTo: 'specific_courses', applicableCourses: ['c1', 'c1', 'c2'], applicableTools: ['p1'] }))
        .then([codeCreated({ appliesTo: 'specific_courses', applicableCourses: ['c1', 'c2'], applicableTools: [] })]);
    });
  });

  describe('edit, activate, deactivate', () => {
    it('records the new terms, and nothing when saved unchanged', () => {
      given([codeCreated()]).when(edit({ value: 20 })).then([{ type: 'DiscountCodeEdited', data: { ...onCode, ...tenPercent, value: 20, by, at } }]);
      given([codeCreated()]).when(edit({})).then([]);
    });

    it('refuses an unknown code', () => {
      given([]).when(edit({})).thenThrows('DISCOUNT_CODE_NOT_FOUND');
      given([]).when(admin('ActivateDiscountCode')).thenThrows('DISCOUNT_CODE_NOT_FOUND');
    });

    it('switches a code off and on, each once', () => {
      given([codeCreated()]).when(admin('DeactivateDiscountCode')).then([deactivated]);
      given([codeCreated(), deactivated]).when(admin('DeactivateDiscountCode')).then([]);
      given([codeCreated(), deactivated]).when(admin('ActivateDiscountCode')).then([{ type: 'DiscountCodeActivated', data: { ...onCode, by, at } }]);
      given([codeCreated()]).when(admin('ActivateDiscountCode')).then([]);
    });
  });

  describe('delete a code', () => {
    it('erases a code no order ever named, and a repeated delete records nothing', () => {
      const deleted: DiscountCodeEvent = { type: 'DiscountCodeDeleted', data: { ...onCode, by, at } };
      given([codeCreated()]).when(admin('DeleteDiscountCode')).then([deleted]);
      given([codeCreated(), deleted]).when(admin('DeleteDiscountCode')).then([]);
    });

    it('frees the name of an erased code for a new one', () => {
      const deleted: DiscountCodeEvent = { type: 'DiscountCodeDeleted', data: { ...onCode, by, at } };
      given([codeCreated(), deleted]).when(createCode({}, { discountCodeId: 'd2' })).decided();
    });

    it('deactivates instead a code that an order held, paid with or gave back', () => {
      given([codeCreated(), reserved('o1')]).when(admin('DeleteDiscountCode')).then([deactivated]);
      given([codeCreated(), reserved('o1'), confirmed('o1')]).when(admin('DeleteDiscountCode')).then([deactivated]);
      given([codeCreated(), reserved('o1'), released('o1')]).when(admin('DeleteDiscountCode')).then([deactivated]);
      given([codeCreated(), reserved('o1'), deactivated]).when(admin('DeleteDiscountCode')).then([]);
    });
  });

  describe('reserve a use', () => {
    it('holds one use with the amount computed from the eligible subtotal', () => {
      given([codeCreated()]).when(reserve('o1')).then([reserved('o1')]);
      given([codeCreated({ type: 'fixed_amount', value: 100_000 })]).when(reserve('o1', 80_000)).then([reserved('o1', 80_000, 80_000)]);
    });

    it('records nothing when the same checkout reserves again', () => {
      given([codeCreated(), reserved('o1')]).when(reserve('o1')).then([]);
      given([codeCreated(), reserved('o1'), confirmed('o1')]).when(reserve('o1')).then([]);
    });

    it('refuses an order whose hold was already given back', () => {
      given([codeCreated(), reserved('o1'), released('o1')]).when(reserve('o1')).thenThrows('ORDER_NOT_PENDING');
    });

    it('refuses an inactive code, an expired code and a cart it does not apply to', () => {
      given([codeCreated(), deactivated]).when(reserve('o1')).thenThrows('DISCOUNT_CODE_INACTIVE');
      given([codeCreated()]).when(reserve('o1', 500_000, tenPercent.expiresAt!)).thenThrows('DISCOUNT_CODE_EXPIRED');
      given([codeCreated()]).when(reserve('o1', 0)).thenThrows('DISCOUNT_CODE_NOT_APPLICABLE');
      given([codeCreated()]).when(reserve('o1', -5)).thenThrows('ORDER_AMOUNT_INVALID');
      given([]).when(reserve('o1')).thenThrows('DISCOUNT_CODE_NOT_FOUND');
    });

    it('counts held and paid uses against the limit, and a released hold frees its place', () => {
      const uses = [reserved('o1'), reserved('o2'), confirmed('o2'), reserved('o3'), reserved('o4'), reserved('o5')];
      given([codeCreated(), ...uses]).when(reserve('o6')).thenThrows('DISCOUNT_CODE_USED_UP');
      given([codeCreated(), ...uses, released('o3')]).when(reserve('o6')).then([reserved('o6')]);
    });

    it('gives exactly 5 of 50 racing checkouts a use of a code limited to 5', () => {
      // The platform appends each decision with the revision it was decided on and decides a lost
      // race again on the newer stream: the same as deciding the checkouts one after another.
      let history: DiscountCodeEvent[] = [codeCreated()];
      const outcomes = Array.from({ length: 50 }, (_, i) => {
        try {
          const events = discountCodeDecider.decide(reserve(`o${i}`), foldEvents(discountCodeDecider, history));
          history = [...history, ...events];
          return 'held';
        } catch (error) {
          return (error as { code: string }).code;
        }
      });
      expect(outcomes.filter((outcome) => outcome === 'held')).toHaveLength(5);
      expect(new Set(outcomes.filter((outcome) => outcome !== 'held'))).toEqual(new Set(['DISCOUNT_CODE_USED_UP']));
    });
  });

  describe('confirm and release', () => {
    it('spends a held use when its order is paid, once', () => {
      given([codeCreated(), reserved('o1')]).when(confirm('o1')).then([confirmed('o1')]);
      given([codeCreated(), reserved('o1'), confirmed('o1')]).when(confirm('o1')).then([]);
    });

    it('counts a paid order without a hold too (an admin accepted its late payment): the count tells what happened', () => {
      given([codeCreated(), reserved('o1'), released('o1')]).when(confirm('o1')).then([confirmed('o1')]);
    });

    it('gives a held use back when its order expires or is cancelled, once', () => {
      given([codeCreated(), reserved('o1')]).when(release('o1')).then([released('o1')]);
      given([codeCreated(), reserved('o1'), released('o1')]).when(release('o1')).then([]);
    });

    it('never gives back the use of a paid order', () => {
      given([codeCreated(), reserved('o1'), confirmed('o1')]).when(release('o1')).then([]);
    });
  });
});
