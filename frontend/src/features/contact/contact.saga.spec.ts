import { ERROR_MESSAGES, ListContactSubmissionsQuery } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { contactSubmission as submission } from '../../../test/fixtures';
import { recordingNotifier, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { ContactApi } from './contact.api';
import { createContactSaga } from './contact.saga';
import { contactActions, contactInbox, contactReducer } from './contact.slice';

const reducer = combineReducers({ contact: contactReducer });

function fakeApi(overrides: Partial<ContactApi> = {}): ContactApi & { listQueries: ListContactSubmissionsQuery[] } {
  const listQueries: ListContactSubmissionsQuery[] = [];
  return {
    listQueries,
    submit: async () => ({ message: 'Cảm ơn bạn đã liên hệ!', id: 'c1' }),
    list: async (query) => {
      listQueries.push(query);
      return { rows: [submission('a'), submission('b')], currentPage: Number(query.page), totalPages: 3, totalItems: 25 };
    },
    updateStatus: async (id, status) => ({ message: 'Cập nhật trạng thái thành công!', submission: submission(id, { status }) }),
    ...overrides,
  };
}

function setup(api = fakeApi()) {
  const notify = recordingNotifier();
  return { harness: startSaga(reducer, createContactSaga({ api, notify })), notify, api };
}

const request = { name: 'An', email: 'an@example.vn', phone: '', message: 'Tư vấn giúp tôi' };

describe('contact saga: public form', () => {
  it('sends the message, shows the server text and counts the send', async () => {
    const { harness, notify } = setup();
    harness.dispatch(contactActions.messageSubmitted(request));
    expect(harness.getState().contact.submission.status).toBe('loading');
    await harness.waitFor(contactActions.messageSent.type);
    expect(harness.getState().contact.submission).toEqual({ status: 'succeeded', data: { message: 'Cảm ơn bạn đã liên hệ!', id: 'c1' } });
    expect(notify.calls).toEqual([]);
  });

  it('shows the server message and its field errors on a 400', async () => {
    const api = fakeApi({
      submit: async () => {
        throw new ApiError('Dữ liệu không hợp lệ.', 400, 'Dữ liệu không hợp lệ.', 'VALIDATION_FAILED', {
          email: 'Địa chỉ email không hợp lệ.',
          unrelated: 'bỏ qua',
        });
      },
    });
    const { harness, notify } = setup(api);
    harness.dispatch(contactActions.messageSubmitted(request));
    await harness.waitFor(contactActions.messageFailed.type);
    expect(harness.getState().contact.submission).toEqual({
      status: 'failed',
      error: {
        message: 'Dữ liệu không hợp lệ.',
        code: 'VALIDATION_FAILED',
        fields: { email: 'Địa chỉ email không hợp lệ.', unrelated: 'bỏ qua' },
      },
    });
    // The form shows it inline, so no toast repeats it.
    expect(notify.calls).toEqual([]);
  });

  it('retries a failed send under the same idempotency key and starts a new one after success', async () => {
    const keys: string[] = [];
    let attempts = 0;
    const api = fakeApi({
      submit: async (_request, draftKey) => {
        keys.push(draftKey);
        if (++attempts === 1) throw new ApiError('Failed to fetch', null, null, null, null);
        return { message: 'Cảm ơn bạn đã liên hệ!', id: 'c1' };
      },
    });
    const { harness } = setup(api);
    harness.dispatch(contactActions.messageSubmitted(request));
    await harness.waitFor(contactActions.messageFailed.type);
    harness.dispatch(contactActions.messageSubmitted(request));
    await harness.waitFor(contactActions.messageSent.type);
    harness.dispatch(contactActions.messageSubmitted(request));
    await harness.waitFor(contactActions.messageSent.type, 2);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('sends an edited message under a new key when the lost first attempt had in fact arrived', async () => {
    const keys: string[] = [];
    const api = fakeApi({
      submit: async (_request, draftKey) => {
        keys.push(draftKey);
        if (keys.length === 1) throw new ApiError('Khóa đã dùng', 422, 'Khóa đã dùng', 'IDEMPOTENCY_KEY_REUSED', null);
        return { message: 'Cảm ơn bạn đã liên hệ!', id: 'c2' };
      },
    });
    const { harness } = setup(api);
    harness.dispatch(contactActions.messageSubmitted(request));
    await harness.waitFor(contactActions.messageSent.type);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('falls back to "Gửi tin nhắn thất bại." when the server said nothing', async () => {
    const api = fakeApi({
      submit: async () => {
        throw new ApiError('Failed to fetch', null, null, null, null);
      },
    });
    const { harness, notify } = setup(api);
    harness.dispatch(contactActions.messageSubmitted(request));
    await harness.waitFor(contactActions.messageFailed.type);
    expect(harness.getState().contact.submission).toMatchObject({ status: 'failed', error: { message: 'Gửi tin nhắn thất bại.' } });
    expect(notify.calls).toEqual([]);
  });
});

describe('contact saga: admin inbox', () => {
  it('loads page 1 without a status, then reloads from page 1 when the filter changes', async () => {
    const { harness, api } = setup();
    harness.dispatch(contactInbox.actions.opened());
    await harness.waitFor(contactInbox.actions.received.type);
    harness.dispatch(contactInbox.actions.pageChanged(3));
    await harness.waitFor(contactInbox.actions.received.type, 2);
    expect(harness.getState().contact.inbox.page).toBe(3);
    harness.dispatch(contactInbox.actions.filterChanged({ status: 'resolved' }));
    await harness.waitFor(contactInbox.actions.received.type, 3);

    expect(api.listQueries).toEqual([
      { page: 1, limit: 10 },
      { page: 3, limit: 10 },
      { page: 1, limit: 10, status: 'resolved' },
    ]);
    expect(harness.getState().contact.inbox).toMatchObject({ result: { status: 'succeeded' }, filters: { status: 'resolved' }, page: 1 });
    expect(dataOf(harness.getState().contact.inbox.result)?.rows).toHaveLength(2);
  });

  it('records a failed load with the server text', async () => {
    const api = fakeApi({
      list: async () => {
        throw new ApiError('Bạn không có quyền thực hiện thao tác này.', 403, 'Bạn không có quyền thực hiện thao tác này.', 'FORBIDDEN', null);
      },
    });
    const { harness } = setup(api);
    harness.dispatch(contactInbox.actions.opened());
    await harness.waitFor(contactInbox.actions.failed.type);
    expect(harness.getState().contact.inbox.result).toEqual({
      status: 'failed',
      error: { message: 'Bạn không có quyền thực hiện thao tác này.', code: 'FORBIDDEN', fields: {} },
    });
  });

  it('updates a row from the server answer and toasts top-center for admins', async () => {
    const { harness, notify } = setup();
    harness.dispatch(contactInbox.actions.opened());
    await harness.waitFor(contactInbox.actions.received.type);

    harness.dispatch(contactActions.statusChangeRequested({ id: 'b', status: 'resolved', revision: 0 }));
    expect(harness.getState().contact.updating).toEqual({ b: true });
    await harness.waitFor(contactActions.statusChanged.type);

    const rows = dataOf(harness.getState().contact.inbox.result)?.rows ?? [];
    expect(rows.map((r) => [r._id, r.status])).toEqual([
      ['a', 'new'],
      ['b', 'resolved'],
    ]);
    expect(harness.getState().contact.updating).toEqual({});
    expect(notify.calls).toEqual([{ kind: 'success', message: 'Cập nhật trạng thái thành công!', options: { area: 'admin' } }]);
  });

  it('keeps the old status and shows the error when the update fails', async () => {
    const api = fakeApi({
      updateStatus: async () => {
        throw new ApiError('Không tìm thấy tin nhắn liên hệ.', 404, 'Không tìm thấy tin nhắn liên hệ.', 'CONTACT_SUBMISSION_NOT_FOUND', null);
      },
    });
    const { harness, notify } = setup(api);
    harness.dispatch(contactInbox.actions.opened());
    await harness.waitFor(contactInbox.actions.received.type);
    harness.dispatch(contactActions.statusChangeRequested({ id: 'a', status: 'resolved', revision: 0 }));
    await harness.waitFor(contactActions.statusChangeFailed.type);
    expect(dataOf(harness.getState().contact.inbox.result)?.rows[0].status).toBe('new');
    expect(harness.getState().contact.updating).toEqual({});
    expect(notify.calls[0]).toMatchObject({ kind: 'error', message: 'Không tìm thấy tin nhắn liên hệ.', options: { area: 'admin' } });
  });

  it('sends the revision the row was loaded at, and reloads the list when another admin changed it since', async () => {
    const sent: number[] = [];
    let otherAdminResolvedIt = false;
    const api = fakeApi({
      list: async (query) => {
        const a = submission('a', otherAdminResolvedIt ? { status: 'resolved', revision: 1 } : {});
        return { rows: [a], currentPage: Number(query.page), totalPages: 1, totalItems: 1 };
      },
      updateStatus: async (_id, _status, revision) => {
        sent.push(revision);
        otherAdminResolvedIt = true;
        throw new ApiError(ERROR_MESSAGES.EDIT_CONFLICT, 409, ERROR_MESSAGES.EDIT_CONFLICT, 'EDIT_CONFLICT', null);
      },
    });
    const { harness, notify } = setup(api);
    harness.dispatch(contactInbox.actions.opened());
    await harness.waitFor(contactInbox.actions.received.type);
    harness.dispatch(contactActions.statusChangeRequested({ id: 'a', status: 'in_progress', revision: 0 }));
    await harness.waitFor(contactActions.statusChangeConflicted.type);
    await harness.waitFor(contactInbox.actions.received.type, 2);

    expect(sent).toEqual([0]);
    expect(dataOf(harness.getState().contact.inbox.result)?.rows[0]).toMatchObject({ status: 'resolved', revision: 1 });
    expect(harness.getState().contact.updating).toEqual({});
    expect(notify.calls[0]).toMatchObject({ kind: 'error', message: ERROR_MESSAGES.EDIT_CONFLICT, options: { area: 'admin' } });
  });
});
