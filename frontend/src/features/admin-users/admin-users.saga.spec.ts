import { AdminUser, ERROR_MESSAGES, LEARNING_MESSAGES, ListUsersQuery } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { adminUser as user } from '../../../test/fixtures';
import { recordingNotifier, settle, startSaga } from '../../../test/saga-harness';
import { Page } from '../../lib/paged-list';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { AdminUsersApi } from './admin-users.api';
import { createAdminUsersSaga } from './admin-users.saga';
import { adminUsersActions, adminUsersReducer, usersList } from './admin-users.slice';

const reducer = combineReducers({ adminUsers: adminUsersReducer });

function listOf(users: AdminUser[], page = 1): Page<AdminUser> {
  return { rows: users, currentPage: page, totalPages: 3, totalItems: 25 };
}
const rowsOf = (harness: ReturnType<typeof setup>['harness']) => dataOf(harness.getState().adminUsers.list.result)?.rows ?? [];

const offline = () => Promise.reject(new ApiError('Failed to fetch', null, null, null, null));

function setup(api: Partial<AdminUsersApi> = {}) {
  const notify = recordingNotifier();
  const queries: ListUsersQuery[] = [];
  const faceResets: Array<[string, string]> = [];
  const saga = createAdminUsersSaga({
    notify,
    api: {
      list: async (query) => {
        queries.push(query);
        return listOf([user('a'), user('b')], Number(query.page ?? 1));
      },
      changeRole: async (id, role) => ({ message: 'ok', user: user(id, { role }) }),
      changeLevel: async (id, level) => ({ message: 'ok', user: user(id, { affiliateLevel: level }) }),
      toggleDisabled: async (_id, disable) => ({ message: 'ok', disabled: disable }),
      sendPasswordReset: async () => ({ message: 'ok' }),
      details: async (id) => ({ user: user(id), history: [{ at: '2025-03-01T00:00:00.000Z', type: 'UserRegistered', by: null, byName: null, summary: 'Đăng ký tài khoản' }] }),
      remove: async (id) => ({ message: 'ok', id }),
      create: async (body) => ({ message: 'ok', user: user('new', { email: body.email }) }),
      stats: async () => ({ totalUsers: 25, byRole: { student: 20, instructor: 3, admin: 2 }, verified: 20, unverified: 5, disabled: 1, affiliates: 4, newLast30Days: 6 }),
      registrations: async (period) => ({ period, points: [{ label: 'T5/2025', start: '2025-05-01', count: 4 }] }),
      resetFace: async (id, reason) => {
        faceResets.push([id, reason]);
        return { message: LEARNING_MESSAGES.faceReset, reset: true };
      },
      ...api,
    },
  });
  return { harness: startSaga(reducer, saga), notify, queries, faceResets };
}

const ADMIN = { area: 'admin' };
const toasts = (notify: ReturnType<typeof recordingNotifier>) => notify.calls.map((c) => [c.kind, c.message, c.options]);

describe('admin users saga', () => {
  it('loads 10 a page with the role and verified filters, and the pagination total', async () => {
    const { harness, queries } = setup();
    harness.dispatch(usersList.actions.opened());
    await harness.waitFor(usersList.actions.received.type);
    harness.dispatch(usersList.actions.filterChanged({ role: 'instructor' }));
    await harness.waitFor(usersList.actions.received.type, 2);
    harness.dispatch(usersList.actions.filterChanged({ verifiedStatus: 'unverified' }));
    await harness.waitFor(usersList.actions.received.type, 3);
    harness.dispatch(usersList.actions.pageChanged(2));
    await harness.waitFor(usersList.actions.received.type, 4);

    expect(queries).toEqual([
      { page: 1, limit: 10 },
      { page: 1, limit: 10, role: 'instructor' },
      { page: 1, limit: 10, role: 'instructor', verifiedStatus: 'unverified' },
      { page: 2, limit: 10, role: 'instructor', verifiedStatus: 'unverified' },
    ]);
    expect(harness.getState().adminUsers.list).toMatchObject({ result: { status: 'succeeded', data: { totalItems: 25 } }, page: 2 });
  });

  it('sends the search box to the list endpoint once the typing pauses', async () => {
    const { harness, queries } = setup();
    harness.dispatch(usersList.actions.searchTyped('nguyen '));
    harness.dispatch(usersList.actions.searchApplied());
    await harness.waitFor(usersList.actions.received.type);
    expect(queries).toEqual([{ page: 1, limit: 10, search: 'nguyen' }]);
  });

  it('shows the §8 fallback when the list cannot be loaded', async () => {
    const { harness } = setup({ list: offline });
    harness.dispatch(usersList.actions.opened());
    await harness.waitFor(usersList.actions.failed.type);
    expect(harness.getState().adminUsers.list.result).toEqual({
      status: 'failed',
      error: { message: 'Không thể tải danh sách người dùng.', code: null, fields: {} },
    });
  });

  it('changes role and level, with top-center toasts', async () => {
    const { harness, notify } = setup();
    harness.dispatch(usersList.actions.opened());
    await harness.waitFor(usersList.actions.received.type);
    harness.dispatch(adminUsersActions.roleChangeRequested({ id: 'a', role: 'instructor' }));
    expect(harness.getState().adminUsers.busy).toEqual({ a: 'role' });
    await harness.waitFor(adminUsersActions.roleChanged.type);
    harness.dispatch(adminUsersActions.levelChangeRequested({ id: 'b', level: 3 }));
    await harness.waitFor(adminUsersActions.levelChanged.type);

    const users = rowsOf(harness);
    expect(users.find((u) => u._id === 'a')?.role).toBe('instructor');
    expect(users.find((u) => u._id === 'b')?.affiliateLevel).toBe(3);
    expect(harness.getState().adminUsers.busy).toEqual({});
    expect(toasts(notify)).toEqual([
      ['success', 'Cập nhật vai trò thành công!', ADMIN],
      ['success', 'Cập nhật cấp độ thành công!', ADMIN],
    ]);
  });

  it('uses the server message, else the §8 fallbacks, for failed row actions', async () => {
    const own = new ApiError('Bạn không thể thay đổi vai trò, khóa hoặc xóa chính tài khoản của mình.', 403, 'Bạn không thể thay đổi vai trò, khóa hoặc xóa chính tài khoản của mình.', 'CANNOT_CHANGE_OWN_ACCOUNT', null);
    const { harness, notify } = setup({
      changeRole: async () => Promise.reject(own),
      toggleDisabled: offline,
      sendPasswordReset: offline,
      details: offline,
    });
    harness.dispatch(adminUsersActions.roleChangeRequested({ id: 'a', role: 'admin' }));
    harness.dispatch(adminUsersActions.disableToggleRequested({ id: 'b', disable: true }));
    harness.dispatch(adminUsersActions.resetPasswordRequested({ id: 'c', email: 'c@hocvien.vn' }));
    harness.dispatch(adminUsersActions.detailsOpened('d'));
    await harness.waitFor(adminUsersActions.detailsFailed.type);
    await settle();
    expect(notify.calls.map((c) => c.message).sort()).toEqual(
      [
        'Bạn không thể thay đổi vai trò, khóa hoặc xóa chính tài khoản của mình.',
        'Không thể cập nhật trạng thái tài khoản.',
        'Không thể gửi yêu cầu reset mật khẩu.',
        'Không thể tải chi tiết người dùng.',
      ].sort(),
    );
    expect(harness.getState().adminUsers.busy).toEqual({});
  });

  it('disables and enables an account, sends a reset email and opens the account history', async () => {
    const { harness, notify } = setup();
    harness.dispatch(usersList.actions.opened());
    await harness.waitFor(usersList.actions.received.type);
    harness.dispatch(adminUsersActions.disableToggleRequested({ id: 'a', disable: true }));
    await harness.waitFor(adminUsersActions.disableToggled.type);
    expect(rowsOf(harness)[0].firebaseDisabled).toBe(true);
    harness.dispatch(adminUsersActions.disableToggleRequested({ id: 'a', disable: false }));
    await harness.waitFor(adminUsersActions.disableToggled.type, 2);
    harness.dispatch(adminUsersActions.resetPasswordRequested({ id: 'a', email: 'a@hocvien.vn' }));
    await harness.waitFor(adminUsersActions.resetPasswordSent.type);
    harness.dispatch(adminUsersActions.detailsOpened('a'));
    await harness.waitFor(adminUsersActions.detailsReceived.type);

    expect(dataOf(harness.getState().adminUsers.details.result)?.history[0].summary).toBe('Đăng ký tài khoản');
    expect(notify.calls.map((c) => c.message)).toEqual(['Đã khóa tài khoản.', 'Đã mở khóa tài khoản.', 'Đã gửi email đặt lại mật khẩu.']);
  });

  it('deletes only after confirmation, then reloads the list', async () => {
    const remove = jest.fn(async (id: string) => ({ message: 'ok', id }));
    const { harness, notify, queries } = setup({ remove });
    harness.dispatch(usersList.actions.opened());
    await harness.waitFor(usersList.actions.received.type);
    harness.dispatch(adminUsersActions.deleteAsked(user('a')));
    harness.dispatch(adminUsersActions.deleteCancelled());
    await settle();
    expect(remove).not.toHaveBeenCalled();

    harness.dispatch(adminUsersActions.deleteAsked(user('a')));
    harness.dispatch(adminUsersActions.deleteConfirmed());
    await harness.waitFor(adminUsersActions.userDeleted.type);
    await harness.waitFor(usersList.actions.received.type, 2);
    expect(remove).toHaveBeenCalledWith('a');
    expect(queries).toHaveLength(2);
    expect(harness.getState().adminUsers.deletion).toEqual({ user: null, submission: { status: 'idle' } });
    expect(toasts(notify)).toEqual([['success', 'Đã xóa người dùng.', ADMIN]]);

    const failing = setup({ remove: offline });
    failing.harness.dispatch(adminUsersActions.deleteAsked(user('a')));
    failing.harness.dispatch(adminUsersActions.deleteConfirmed());
    await failing.harness.waitFor(adminUsersActions.deleteFailed.type);
    expect(failing.notify.calls[0].message).toBe('Không thể xóa người dùng.');
  });

  it('creates a user, closes the form and reloads; server field errors go to their fields', async () => {
    const { harness, notify } = setup();
    harness.dispatch(adminUsersActions.createOpened());
    harness.dispatch(adminUsersActions.createSubmitted({ name: 'Mới', email: 'moi@hocvien.vn', password: 'secret1', role: 'instructor' }));
    await harness.waitFor(adminUsersActions.userCreated.type);
    await harness.waitFor(usersList.actions.received.type);
    expect(harness.getState().adminUsers.create.open).toBe(false);
    expect(notify.calls[0].message).toBe('Tạo người dùng thành công!');

    const taken = new ApiError('Email này đã được sử dụng.', 409, 'Email này đã được sử dụng.', 'EMAIL_ALREADY_REGISTERED', { email: 'Email này đã được sử dụng.' });
    const refused = setup({ create: async () => Promise.reject(taken) });
    refused.harness.dispatch(adminUsersActions.createOpened());
    refused.harness.dispatch(adminUsersActions.createSubmitted({ name: 'Mới', email: 'moi@hocvien.vn', password: 'secret1' }));
    await refused.harness.waitFor(adminUsersActions.createFailed.type);
    expect(refused.harness.getState().adminUsers.create).toMatchObject({
      open: true,
      submission: { status: 'failed', error: { code: 'EMAIL_ALREADY_REGISTERED', fields: { email: 'Email này đã được sử dụng.' } } },
    });
  });

  it('loads the stats and the chart (monthly over 6 months by default), with the §8 fallbacks', async () => {
    const registrations = jest.fn(async (period: 'daily' | 'weekly' | 'monthly') => ({ period, points: [] }));
    const { harness } = setup({ registrations });
    harness.dispatch(adminUsersActions.statsRequested());
    harness.dispatch(adminUsersActions.chartRequested());
    await harness.waitFor(adminUsersActions.statsReceived.type);
    await harness.waitFor(adminUsersActions.chartReceived.type);
    harness.dispatch(adminUsersActions.chartPeriodChanged('weekly'));
    await harness.waitFor(adminUsersActions.chartReceived.type, 2);
    harness.dispatch(adminUsersActions.chartRangeChanged(12));
    await harness.waitFor(adminUsersActions.chartReceived.type, 3);
    expect(registrations.mock.calls).toEqual([
      ['monthly', 6],
      ['weekly', 6],
      ['weekly', 12],
    ]);
    expect(dataOf(harness.getState().adminUsers.stats)?.totalUsers).toBe(25);

    const down = setup({ stats: offline, registrations: offline });
    down.harness.dispatch(adminUsersActions.statsRequested());
    down.harness.dispatch(adminUsersActions.chartRequested());
    await down.harness.waitFor(adminUsersActions.statsFailed.type);
    await down.harness.waitFor(adminUsersActions.chartFailed.type);
    expect(down.harness.getState().adminUsers.stats).toMatchObject({ error: { message: 'Không thể tải thống kê người dùng.' } });
    expect(down.harness.getState().adminUsers.chart.points).toMatchObject({ error: { message: 'Không thể tải dữ liệu biểu đồ.' } });
  });

  describe('resetting a learner’s face from the account’s details', () => {
    async function detailsOpen(api: Partial<AdminUsersApi> = {}) {
      const setUp = setup(api);
      setUp.harness.dispatch(adminUsersActions.detailsOpened('u1'));
      await setUp.harness.waitFor(adminUsersActions.detailsReceived.type);
      setUp.harness.dispatch(adminUsersActions.faceResetAsked());
      return setUp;
    }

    it('sends the reason for the open account, closes the dialog and shows the server’s message', async () => {
      const { harness, notify, faceResets } = await detailsOpen();
      expect(harness.getState().adminUsers.faceReset.open).toBe(true);
      harness.dispatch(adminUsersActions.faceResetSubmitted({ reason: 'Học viên đổi điện thoại' }));
      await harness.waitFor(adminUsersActions.faceResetDone.type);
      expect(faceResets).toEqual([['u1', 'Học viên đổi điện thoại']]);
      expect(harness.getState().adminUsers.faceReset).toEqual({ open: false, submission: { status: 'idle' } });
      expect(toasts(notify)).toEqual([['success', LEARNING_MESSAGES.faceReset, ADMIN]]);
    });

    it('keeps the dialog open with the server’s refusal, and the fallback when the server said nothing', async () => {
      const refused = new ApiError(ERROR_MESSAGES.USER_NOT_FOUND, 404, ERROR_MESSAGES.USER_NOT_FOUND, 'USER_NOT_FOUND', null);
      const { harness, notify } = await detailsOpen({ resetFace: () => Promise.reject(refused) });
      harness.dispatch(adminUsersActions.faceResetSubmitted({ reason: 'Lý do' }));
      await harness.waitFor(adminUsersActions.faceResetFailed.type);
      expect(harness.getState().adminUsers.faceReset).toMatchObject({ open: true, submission: { status: 'failed', error: { message: ERROR_MESSAGES.USER_NOT_FOUND } } });
      expect(toasts(notify)).toEqual([['error', ERROR_MESSAGES.USER_NOT_FOUND, ADMIN]]);

      const down = await detailsOpen({ resetFace: offline });
      down.harness.dispatch(adminUsersActions.faceResetSubmitted({ reason: 'Lý do' }));
      await down.harness.waitFor(adminUsersActions.faceResetFailed.type);
      expect(down.harness.getState().adminUsers.faceReset.submission).toMatchObject({ error: { message: expect.any(String) } });
    });

    it('holds the details open while the reset is sent', async () => {
      const { harness } = await detailsOpen({ resetFace: () => new Promise(() => undefined) });
      harness.dispatch(adminUsersActions.faceResetSubmitted({ reason: 'Lý do' }));
      harness.dispatch(adminUsersActions.detailsClosed());
      harness.dispatch(adminUsersActions.faceResetDismissed());
      await settle();
      expect(harness.getState().adminUsers.details.id).toBe('u1');
      expect(harness.getState().adminUsers.faceReset.open).toBe(true);
    });
  });
});
