import { CreateDiscountRequest, DISCOUNT_MESSAGES, ERROR_MESSAGES } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { discount } from './discount.fixture';
import { DiscountsApi } from './discounts.api';
import { createDiscountsSaga } from './discounts.saga';
import { discountsActions, discountsReducer } from './discounts.slice';

const reducer = combineReducers({ discounts: discountsReducer });
const form: CreateDiscountRequest = { code: 'TET2027', type: 'percentage', value: 10, expiresAt: null, usageLimit: null, appliesTo: 'all', applicableCourses: [], applicableTools: [] };

function fakeApi(overrides: Partial<DiscountsApi> = {}): DiscountsApi & { sent: unknown[][] } {
  const sent: unknown[][] = [];
  return {
    sent,
    list: async () => [discount('b'), discount('a')],
    create: async (request) => {
      sent.push(['create', request]);
      return { message: DISCOUNT_MESSAGES.created, discount: discount('c', { code: request.code }) };
    },
    update: async (id, request) => {
      sent.push(['update', id, request]);
      return { message: DISCOUNT_MESSAGES.updated, discount: discount(id, { value: request.value }) };
    },
    setActive: async (id, isActive) => {
      sent.push(['setActive', id, isActive]);
      return { message: DISCOUNT_MESSAGES.deactivated, discount: discount(id, { isActive }) };
    },
    remove: async (id) => {
      sent.push(['remove', id]);
      return { message: DISCOUNT_MESSAGES.deleted, _id: id, outcome: 'deleted', discount: null };
    },
    courses: async () => [{ _id: 'c1', title: 'Quảng cáo Facebook', price: 990_000 }],
    toolPlans: async () => [],
    ...overrides,
  };
}

async function loaded(api = fakeApi()) {
  const notify = recordingNotifier();
  const harness = startSaga(reducer, createDiscountsSaga({ api, notify }));
  harness.dispatch(discountsActions.opened());
  await harness.waitFor(discountsActions.received.type);
  const codes = () => (dataOf(harness.getState().discounts.list) ?? []).map((d) => d._id);
  return { harness, notify, api, codes };
}

describe('discounts saga', () => {
  it('creates a code at the top of the list, loads the scope lists with the dialog and toasts the server text', async () => {
    const { harness, notify, api, codes } = await loaded();
    harness.dispatch(discountsActions.createOpened());
    await harness.waitFor(discountsActions.targetsReceived.type);
    expect(dataOf(harness.getState().discounts.targets)?.courses).toHaveLength(1);
    harness.dispatch(discountsActions.editorSubmitted(form));
    await harness.waitFor(discountsActions.saved.type);
    expect(api.sent).toEqual([['create', form]]);
    expect(codes()).toEqual(['c', 'b', 'a']);
    expect(harness.getState().discounts.editor.open).toBe(false);
    expect(notify.calls).toEqual([{ kind: 'success', message: DISCOUNT_MESSAGES.created, options: { area: 'admin' } }]);
  });

  it('sends the terms only when editing, and keeps the form open with the server message on a refusal', async () => {
    const { harness, api } = await loaded();
    harness.dispatch(discountsActions.editOpened(discount('a')));
    harness.dispatch(discountsActions.editorSubmitted({ ...form, code: 'MAA', value: 20 }));
    await harness.waitFor(discountsActions.saved.type);
    const { code, ...terms } = { ...form, code: 'MAA', value: 20 };
    expect(api.sent).toEqual([['update', 'a', terms]]);

    const taken = ERROR_MESSAGES.DISCOUNT_CODE_TAKEN;
    const refusing = await loaded(fakeApi({ create: async () => Promise.reject(new ApiError(taken, 409, taken, 'DISCOUNT_CODE_TAKEN', null)) }));
    refusing.harness.dispatch(discountsActions.createOpened());
    refusing.harness.dispatch(discountsActions.editorSubmitted(form));
    await refusing.harness.waitFor(discountsActions.saveFailed.type);
    expect(refusing.harness.getState().discounts.editor).toMatchObject({ open: true, submission: { status: 'failed', error: { message: taken, code: 'DISCOUNT_CODE_TAKEN' } } });
    expect(refusing.notify.calls).toEqual([{ kind: 'error', message: taken, options: { area: 'admin' } }]);
  });

  it('removes an erased code, and keeps a code the server switched off instead', async () => {
    const kept = discount('b', { isActive: false, timesUsed: 2 });
    const api = fakeApi({
      remove: async (id) =>
        id === 'a'
          ? { message: DISCOUNT_MESSAGES.deleted, _id: id, outcome: 'deleted', discount: null }
          : { message: DISCOUNT_MESSAGES.deactivatedInsteadOfDeleted, _id: id, outcome: 'deactivated', discount: kept },
    });
    const { harness, notify, codes } = await loaded(api);
    harness.dispatch(discountsActions.deleteRequested(discount('a')));
    harness.dispatch(discountsActions.deleteConfirmed());
    await harness.waitFor(discountsActions.deleted.type);
    harness.dispatch(discountsActions.deleteRequested(discount('b')));
    harness.dispatch(discountsActions.deleteConfirmed());
    await harness.waitFor(discountsActions.deactivatedInstead.type);
    expect(codes()).toEqual(['b']);
    expect(dataOf(harness.getState().discounts.list)?.[0]).toEqual(kept);
    expect(notify.calls.map((c) => c.message)).toEqual([DISCOUNT_MESSAGES.deleted, DISCOUNT_MESSAGES.deactivatedInsteadOfDeleted]);
  });

  it('asks for the state wanted when a switch flips', async () => {
    const { harness, api } = await loaded();
    harness.dispatch(discountsActions.toggleRequested({ discount: discount('a'), isActive: false }));
    await harness.waitFor(discountsActions.toggled.type);
    expect(api.sent).toEqual([['setActive', 'a', false]]);
    expect(harness.getState().discounts.toggling).toEqual({});
  });
});
