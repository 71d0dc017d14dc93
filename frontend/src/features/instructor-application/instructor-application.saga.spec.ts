import { ERROR_MESSAGES, INSTRUCTOR_APPLICATION_MESSAGES, InstructorApplication } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { ApplicationsPage, InstructorApplicationApi } from './instructor-application.api';
import { createInstructorApplicationSaga } from './instructor-application.saga';
import { applicationsList, instructorApplicationActions as actions, instructorApplicationReducer } from './instructor-application.slice';

const reducer = combineReducers({ instructorApplication: instructorApplicationReducer });

function application(uid: string, overrides: Partial<InstructorApplication> = {}): InstructorApplication {
  return {
    _id: uid,
    uid,
    status: 'pending',
    expertise: 'Quảng cáo Facebook',
    topics: ['Facebook Ads'],
    experience: 'Sáu năm chạy quảng cáo cho các cửa hàng thời trang và mỹ phẩm ở TP. Hồ Chí Minh.',
    sampleLinks: ['https://www.youtube.com/watch?v=abc'],
    phone: '0901234567',
    submittedAt: '2027-04-01T02:00:00.000Z',
    attempt: 1,
    decidedAt: null,
    rejectionReason: null,
    revision: 0,
    ...overrides,
  };
}
const listed = (uid: string) => ({ ...application(uid), name: `Người ${uid}`, email: `${uid}@example.vn`, role: 'student' as const });

function fakeApi(overrides: Partial<InstructorApplicationApi> = {}): InstructorApplicationApi & { listCalls: number } {
  const api = {
    listCalls: 0,
    mine: async () => null,
    submit: async () => ({ message: INSTRUCTOR_APPLICATION_MESSAGES.submitted, application: application('u1') }),
    list: async (): Promise<ApplicationsPage> => {
      api.listCalls += 1;
      return { rows: [listed('a'), listed('b')], currentPage: 1, totalPages: 1, totalItems: 2, pendingCount: 2 };
    },
    accept: async (uid: string) => ({ message: INSTRUCTOR_APPLICATION_MESSAGES.accepted, application: application(uid, { status: 'accepted', revision: 1 }) }),
    reject: async (uid: string, reason: string) => ({ message: INSTRUCTOR_APPLICATION_MESSAGES.rejected, application: application(uid, { status: 'rejected', rejectionReason: reason, revision: 1 }) }),
    ...overrides,
  };
  return api;
}

function setup(api = fakeApi()) {
  const notify = recordingNotifier();
  return { harness: startSaga(reducer, createInstructorApplicationSaga({ api, notify })), notify, api };
}

const form = { expertise: 'SEO', topics: 'SEO', experience: 'x'.repeat(60), sampleLinks: 'https://example.vn', phone: '0901234567' };

describe('instructor application saga: the applicant', () => {
  it('loads no application as null, then shows the one sent in place of the form, without a toast', async () => {
    const { harness, notify } = setup();
    harness.dispatch(actions.applicationOpened());
    await harness.waitFor(actions.applicationReceived.type);
    expect(harness.getState().instructorApplication.mine).toEqual({ status: 'succeeded', data: null });

    harness.dispatch(actions.applicationSubmitted(form));
    await harness.waitFor(actions.applicationSent.type);
    expect(dataOf(harness.getState().instructorApplication.mine)).toMatchObject({ uid: 'u1', status: 'pending' });
    expect(notify.calls).toEqual([]);
  });

  it('keeps a refusal for the form to show: the server’s Vietnamese message and its fields', async () => {
    const api = fakeApi({
      submit: async () => {
        throw new ApiError('Dữ liệu không hợp lệ.', 400, 'Dữ liệu không hợp lệ.', 'VALIDATION_FAILED', { phone: INSTRUCTOR_APPLICATION_MESSAGES.phoneRequired });
      },
    });
    const { harness } = setup(api);
    harness.dispatch(actions.applicationSubmitted(form));
    await harness.waitFor(actions.applicationSendFailed.type);
    expect(harness.getState().instructorApplication.submission).toMatchObject({
      status: 'failed',
      error: { code: 'VALIDATION_FAILED', fields: { phone: INSTRUCTOR_APPLICATION_MESSAGES.phoneRequired } },
    });
  });
});

describe('instructor application saga: the admins', () => {
  it('lists the open applications with their count, and an acceptance updates the row and the count', async () => {
    const { harness, notify } = setup();
    harness.dispatch(applicationsList.actions.opened());
    await harness.waitFor(applicationsList.actions.received.type);
    expect(harness.getState().instructorApplication.pendingCount).toBe(2);

    harness.dispatch(actions.acceptRequested({ uid: 'a', revision: 0 }));
    expect(harness.getState().instructorApplication.deciding).toEqual({ a: true });
    await harness.waitFor(actions.applicationDecided.type);
    const state = harness.getState().instructorApplication;
    expect(dataOf(state.applications.result)?.rows.map((row) => [row.uid, row.status, row.name])).toEqual([
      ['a', 'accepted', 'Người a'],
      ['b', 'pending', 'Người b'],
    ]);
    expect(state.pendingCount).toBe(1);
    expect(state.deciding).toEqual({});
    expect(notify.calls).toEqual([{ kind: 'success', message: INSTRUCTOR_APPLICATION_MESSAGES.accepted, options: { area: 'admin' } }]);
  });

  it('rejects with the reason from the dialog and closes it', async () => {
    const { harness } = setup();
    harness.dispatch(applicationsList.actions.opened());
    await harness.waitFor(applicationsList.actions.received.type);
    harness.dispatch(actions.rejectOpened('b'));
    harness.dispatch(actions.rejectSubmitted({ uid: 'b', revision: 0, reason: 'Cần thêm video bài giảng mẫu.' }));
    await harness.waitFor(actions.applicationDecided.type);
    const state = harness.getState().instructorApplication;
    expect(state.rejecting).toEqual({ uid: null, submission: { status: 'idle' } });
    expect(dataOf(state.applications.result)?.rows[1]).toMatchObject({ status: 'rejected', rejectionReason: 'Cần thêm video bài giảng mẫu.' });
  });

  it('says a stale decision once in a toast and reloads the list; other dialog failures stay in the dialog', async () => {
    const conflict = new ApiError(ERROR_MESSAGES.EDIT_CONFLICT, 409, ERROR_MESSAGES.EDIT_CONFLICT, 'EDIT_CONFLICT', null);
    const offline = new ApiError('Không thể kết nối máy chủ.', null, null, null, null);
    let failure: ApiError = conflict;
    const api = fakeApi({
      accept: async () => {
        throw conflict;
      },
      reject: async () => {
        throw failure;
      },
    });
    const { harness, notify } = setup(api);
    harness.dispatch(applicationsList.actions.opened());
    await harness.waitFor(applicationsList.actions.received.type);

    harness.dispatch(actions.acceptRequested({ uid: 'a', revision: 0 }));
    await harness.waitFor(actions.decisionConflicted.type);
    await harness.waitFor(applicationsList.actions.received.type, 2);
    expect(api.listCalls).toBe(2);
    expect(notify.calls.map((call) => call.message)).toEqual([ERROR_MESSAGES.EDIT_CONFLICT]);

    failure = offline;
    harness.dispatch(actions.rejectOpened('b'));
    harness.dispatch(actions.rejectSubmitted({ uid: 'b', revision: 0, reason: 'Lý do đủ dài để gửi.' }));
    await harness.waitFor(actions.decisionFailed.type);
    expect(harness.getState().instructorApplication.rejecting).toMatchObject({ uid: 'b', submission: { status: 'failed', error: { message: INSTRUCTOR_APPLICATION_MESSAGES.decideFailed } } });
    expect(notify.calls).toHaveLength(1);
  });
});
