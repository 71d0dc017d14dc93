import { CreateBonusCodeRequest, ERROR_MESSAGES, WALLET_MESSAGES } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { bonusCode } from './bonus-code.fixture';
import { BonusCodesApi } from './bonus-codes.api';
import { createBonusCodesSaga } from './bonus-codes.saga';
import { bonusCodesActions, bonusCodesReducer } from './bonus-codes.slice';

const reducer = combineReducers({ bonusCodes: bonusCodesReducer });
const form: CreateBonusCodeRequest = { code: 'TET2027', bonusAmount: 50_000, validityDays: 30, claimLimit: null, validFrom: null, validUntil: null, isActive: true };

function fakeApi(overrides: Partial<BonusCodesApi> = {}): BonusCodesApi & { sent: unknown[][] } {
  const sent: unknown[][] = [];
  return {
    sent,
    list: async () => [bonusCode('b'), bonusCode('a')],
    create: async (request) => {
      sent.push(['create', request]);
      return { message: WALLET_MESSAGES.bonusCodeCreated, bonusCode: bonusCode('c', { code: request.code }) };
    },
    update: async (id, request) => {
      sent.push(['update', id, request]);
      return { message: WALLET_MESSAGES.bonusCodeUpdated, bonusCode: bonusCode(id, { bonusAmount: request.bonusAmount, isActive: request.isActive ?? true }) };
    },
    remove: async (id) => {
      sent.push(['remove', id]);
      return { message: WALLET_MESSAGES.bonusCodeDeleted, _id: id, outcome: 'deleted', bonusCode: null };
    },
    ...overrides,
  };
}

async function loaded(api = fakeApi()) {
  const notify = recordingNotifier();
  const harness = startSaga(reducer, createBonusCodesSaga({ api, notify }));
  harness.dispatch(bonusCodesActions.opened());
  await harness.waitFor(bonusCodesActions.received.type);
  const ids = () => (dataOf(harness.getState().bonusCodes.list) ?? []).map((row) => row._id);
  return { harness, notify, api, ids };
}

describe('bonus codes saga', () => {
  it('creates a code at the top of the list and toasts the server text', async () => {
    const { harness, notify, api, ids } = await loaded();
    harness.dispatch(bonusCodesActions.createOpened());
    harness.dispatch(bonusCodesActions.editorSubmitted(form));
    await harness.waitFor(bonusCodesActions.saved.type);
    expect(api.sent).toEqual([['create', form]]);
    expect(ids()).toEqual(['c', 'b', 'a']);
    expect(harness.getState().bonusCodes.editor.open).toBe(false);
    expect(notify.calls).toEqual([{ kind: 'success', message: WALLET_MESSAGES.bonusCodeCreated, options: { area: 'admin' } }]);
  });

  it('sends the terms and the flag when editing, and keeps the form open with the server message on a refusal', async () => {
    const { harness, api, ids } = await loaded();
    harness.dispatch(bonusCodesActions.editOpened(bonusCode('a')));
    harness.dispatch(bonusCodesActions.editorSubmitted({ ...form, code: 'THUONGA', bonusAmount: 80_000, isActive: false }));
    await harness.waitFor(bonusCodesActions.saved.type);
    const { code, ...terms } = { ...form, bonusAmount: 80_000, isActive: false };
    expect(api.sent).toEqual([['update', 'a', terms]]);
    expect(ids()).toEqual(['b', 'a']);
    expect(dataOf(harness.getState().bonusCodes.list)?.[1]).toMatchObject({ bonusAmount: 80_000, isActive: false });

    const taken = ERROR_MESSAGES.BONUS_CODE_TAKEN;
    const refusing = await loaded(fakeApi({ create: async () => Promise.reject(new ApiError(taken, 409, taken, 'BONUS_CODE_TAKEN', null)) }));
    refusing.harness.dispatch(bonusCodesActions.createOpened());
    refusing.harness.dispatch(bonusCodesActions.editorSubmitted(form));
    await refusing.harness.waitFor(bonusCodesActions.saveFailed.type);
    expect(refusing.harness.getState().bonusCodes.editor).toMatchObject({ open: true, submission: { status: 'failed', error: { message: taken, code: 'BONUS_CODE_TAKEN' } } });
    expect(refusing.notify.calls).toEqual([{ kind: 'error', message: taken, options: { area: 'admin' } }]);
  });

  it('flips a switch by sending the row’s own terms with the state wanted', async () => {
    const { harness, api } = await loaded();
    const row = bonusCode('a', { claimLimit: null, validFrom: null });
    harness.dispatch(bonusCodesActions.toggleRequested({ bonusCode: row, isActive: false }));
    await harness.waitFor(bonusCodesActions.toggled.type);
    expect(api.sent).toEqual([
      ['update', 'a', { bonusAmount: 50_000, validityDays: 30, claimLimit: null, validFrom: null, validUntil: row.validUntil, isActive: false }],
    ]);
    expect(harness.getState().bonusCodes.toggling).toEqual({});
  });

  it('removes an erased code, and keeps a code the server switched off instead', async () => {
    const kept = bonusCode('b', { isActive: false, timesClaimed: 2 });
    const api = fakeApi({
      remove: async (id) =>
        id === 'a'
          ? { message: WALLET_MESSAGES.bonusCodeDeleted, _id: id, outcome: 'deleted', bonusCode: null }
          : { message: WALLET_MESSAGES.bonusCodeDeactivated, _id: id, outcome: 'deactivated', bonusCode: kept },
    });
    const { harness, notify, ids } = await loaded(api);
    harness.dispatch(bonusCodesActions.deleteRequested(bonusCode('a')));
    harness.dispatch(bonusCodesActions.deleteConfirmed());
    await harness.waitFor(bonusCodesActions.deleted.type);
    harness.dispatch(bonusCodesActions.deleteRequested(bonusCode('b')));
    harness.dispatch(bonusCodesActions.deleteConfirmed());
    await harness.waitFor(bonusCodesActions.deactivatedInstead.type);
    expect(ids()).toEqual(['b']);
    expect(dataOf(harness.getState().bonusCodes.list)?.[0]).toEqual(kept);
    expect(notify.calls.map((call) => call.message)).toEqual([WALLET_MESSAGES.bonusCodeDeleted, WALLET_MESSAGES.bonusCodeDeactivated]);
  });

  it('shows the fallback text when the list cannot be loaded', async () => {
    const notify = recordingNotifier();
    const harness = startSaga(reducer, createBonusCodesSaga({ api: fakeApi({ list: async () => Promise.reject(new Error('network')) }), notify }));
    harness.dispatch(bonusCodesActions.opened());
    await harness.waitFor(bonusCodesActions.loadFailed.type);
    expect(harness.getState().bonusCodes.list).toMatchObject({ status: 'failed', error: { message: WALLET_MESSAGES.bonusCodesLoadFailed } });
  });
});
