import { ContactSubmission, ListContactSubmissionsQuery } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, startSaga } from '../../../test/saga-harness';
import { ApiError } from '../../platform/api-client';
import { ContactApi } from './contact.api';
import { createContactSaga } from './contact.saga';
import { contactActions, contactReducer } from './contact.slice';

const reducer = combineReducers({ contact: contactReducer });

function submission(id: string, overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    _id: id,
    name: `Khách ${id}`,
    email: `${id}@example.vn`,
    phone: '',
    message: 'Xin chào',
    status: 'new',
    createdAt: '2025-03-01T08:00:00.000Z',
    updatedAt: '2025-03-01T08:00:00.000Z',
    ...overrides,
  };
}

function fakeApi(overrides: Partial<ContactApi> = {}): ContactApi & { listQueries: ListContactSubmissionsQuery[] } {
  const listQueries: ListContactSubmissionsQuery[] = [];
  return {
    listQueries,
    submit: async () => ({ message: 'Cảm ơn bạn đã liên hệ!', id: 'c1' }),
    list: async (query) => {
      listQueries.push(query);
      return {
        submissions: [submission('a'), submission('b')],
        pagination: { currentPage: Number(query.page), totalPages: 3, totalItems: 25, limit: 10 },
      };
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
    expect(harness.getState().contact.submission).toMatchObject({ status: 'succeeded', sentCount: 1 });
    expect(notify.calls).toEqual([{ kind: 'success', message: 'Cảm ơn bạn đã liên hệ!', options: undefined }]);
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
    expect(harness.getState().contact.submission).toMatchObject({
      status: 'failed',
      error: 'Dữ liệu không hợp lệ.',
      fieldErrors: { email: 'Địa chỉ email không hợp lệ.' },
    });
    expect(notify.calls[0]).toMatchObject({ kind: 'error', message: 'Dữ liệu không hợp lệ.' });
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

  it('falls back to "Gửi tin nhắn thất bại." when the server said nothing', async () => {
    const api = fakeApi({
      submit: async () => {
        throw new ApiError('Failed to fetch', null, null, null, null);
      },
    });
    const { harness, notify } = setup(api);
    harness.dispatch(contactActions.messageSubmitted(request));
    await harness.waitFor(contactActions.messageFailed.type);
    expect(notify.calls[0]).toMatchObject({ kind: 'error', message: 'Gửi tin nhắn thất bại.' });
  });
});

describe('contact saga: admin inbox', () => {
  it('loads page 1 without a status, then reloads from page 1 when the filter changes', async () => {
    const { harness, api } = setup();
    harness.dispatch(contactActions.inboxOpened());
    await harness.waitFor(contactActions.inboxReceived.type);
    harness.dispatch(contactActions.inboxPageChanged(3));
    await harness.waitFor(contactActions.inboxReceived.type, 2);
    expect(harness.getState().contact.inbox.page).toBe(3);
    harness.dispatch(contactActions.inboxFilterChanged('resolved'));
    await harness.waitFor(contactActions.inboxReceived.type, 3);

    expect(api.listQueries).toEqual([
      { page: 1, limit: 10 },
      { page: 3, limit: 10 },
      { page: 1, limit: 10, status: 'resolved' },
    ]);
    expect(harness.getState().contact.inbox).toMatchObject({ status: 'succeeded', filter: 'resolved', page: 1 });
    expect(harness.getState().contact.inbox.submissions).toHaveLength(2);
  });

  it('records a failed load with the server text', async () => {
    const api = fakeApi({
      list: async () => {
        throw new ApiError('Bạn không có quyền thực hiện thao tác này.', 403, 'Bạn không có quyền thực hiện thao tác này.', 'FORBIDDEN', null);
      },
    });
    const { harness } = setup(api);
    harness.dispatch(contactActions.inboxOpened());
    await harness.waitFor(contactActions.inboxFailed.type);
    expect(harness.getState().contact.inbox).toMatchObject({ status: 'failed', error: 'Bạn không có quyền thực hiện thao tác này.' });
  });

  it('updates a row from the server answer and toasts top-center for admins', async () => {
    const { harness, notify } = setup();
    harness.dispatch(contactActions.inboxOpened());
    await harness.waitFor(contactActions.inboxReceived.type);

    harness.dispatch(contactActions.statusChangeRequested({ id: 'b', status: 'resolved' }));
    expect(harness.getState().contact.inbox.updating).toEqual({ b: true });
    await harness.waitFor(contactActions.statusChanged.type);

    const rows = harness.getState().contact.inbox.submissions;
    expect(rows.map((r) => [r._id, r.status])).toEqual([
      ['a', 'new'],
      ['b', 'resolved'],
    ]);
    expect(harness.getState().contact.inbox.updating).toEqual({});
    expect(notify.calls).toEqual([{ kind: 'success', message: 'Cập nhật trạng thái thành công!', options: { area: 'admin' } }]);
  });

  it('keeps the old status and shows the error when the update fails', async () => {
    const api = fakeApi({
      updateStatus: async () => {
        throw new ApiError('Không tìm thấy tin nhắn liên hệ.', 404, 'Không tìm thấy tin nhắn liên hệ.', 'CONTACT_SUBMISSION_NOT_FOUND', null);
      },
    });
    const { harness, notify } = setup(api);
    harness.dispatch(contactActions.inboxOpened());
    await harness.waitFor(contactActions.inboxReceived.type);
    harness.dispatch(contactActions.statusChangeRequested({ id: 'a', status: 'resolved' }));
    await harness.waitFor(contactActions.statusChangeFailed.type);
    expect(harness.getState().contact.inbox.submissions[0].status).toBe('new');
    expect(harness.getState().contact.inbox.updating).toEqual({});
    expect(notify.calls[0]).toMatchObject({ kind: 'error', message: 'Không tìm thấy tin nhắn liên hệ.', options: { area: 'admin' } });
  });
});
