import { ERROR_MESSAGES, ListNotificationsResponse, Notification } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../src/platform/read-store/read-store.port';
import { signedInUser } from './support/accounts';
import type { EmulatorUser } from './support/auth-emulator';
import { apiClient } from './support/http-client';
import { startTestApp, TestApp } from './support/test-app';

const WELCOME_TITLE = 'Chào mừng bạn đến với Học viện Marketing Thực Chiến!';

describe('notifications over HTTP', () => {
  let app: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: EmulatorUser;
  let student: EmulatorUser;
  let other: EmulatorUser;

  beforeAll(async () => {
    app = await startTestApp();
    api = apiClient(app.baseUrl);
    [admin, student, other] = await Promise.all([signedInUser(app, 'admin'), signedInUser(app, 'student'), signedInUser(app, 'student')]);
  });
  afterAll(() => app.close());

  const inboxOf = async (user: EmulatorUser, query = '') => {
    const response = await api<ListNotificationsResponse>('GET', `/notifications/me${query}`, { token: user.idToken });
    expect(response.status).toBe(200);
    return response.body;
  };

  /** Notifications come from reactions, which do not hold up the command that caused them. */
  async function eventuallyInbox(user: EmulatorUser, accept: (inbox: ListNotificationsResponse) => boolean): Promise<ListNotificationsResponse> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const inbox = await inboxOf(user);
      if (accept(inbox)) return inbox;
      if (Date.now() > deadline) throw new Error(`inbox never matched: ${JSON.stringify(inbox)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const welcomeOf = async (user: EmulatorUser): Promise<Notification> => {
    const inbox = await eventuallyInbox(user, (i) => i.notifications.some((n) => n.kind === 'welcome'));
    return inbox.notifications.find((n) => n.kind === 'welcome')!;
  };

  it('welcomes a newly registered user with one unread notification', async () => {
    const welcome = await welcomeOf(student);
    expect(welcome).toEqual({
      _id: expect.any(String),
      kind: 'welcome',
      title: WELCOME_TITLE,
      message: expect.any(String),
      link: '/my-courses',
      isRead: false,
      createdAt: expect.any(String),
    });
    const inbox = await inboxOf(student);
    expect(inbox.unreadCount).toBe(1);
    expect(inbox.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 1, limit: 10 });
  });

  it('marks one notification read, and again changes nothing', async () => {
    const welcome = await welcomeOf(student);
    const marked = await api('PATCH', `/notifications/${welcome._id}/read`, { token: student.idToken });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ notification: { ...welcome, isRead: true }, unreadCount: 0 });
    expect((await inboxOf(student)).unreadCount).toBe(0);

    const again = await api('PATCH', `/notifications/${welcome._id}/read`, { token: student.idToken });
    expect(again.status).toBe(200);
    expect(again.body.unreadCount).toBe(0);
  });

  it("answers 404 for an unknown id and for another user's notification, and changes neither", async () => {
    const othersWelcome = await welcomeOf(other);
    for (const id of [othersWelcome._id, 'khong-ton-tai', 'constructor']) {
      const response = await api('PATCH', `/notifications/${id}/read`, { token: student.idToken });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'NOTIFICATION_NOT_FOUND', message: ERROR_MESSAGES.NOTIFICATION_NOT_FOUND });
    }
    expect((await inboxOf(other)).unreadCount).toBe(1);
  });

  it('marks all read, and stays at 0 when repeated', async () => {
    await welcomeOf(other);
    const first = await api('PATCH', '/notifications/me/mark-all-read', { token: other.idToken });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ unreadCount: 0 });
    const inbox = await inboxOf(other);
    expect(inbox.unreadCount).toBe(0);
    expect(inbox.notifications.every((n) => n.isRead)).toBe(true);

    const repeated = await api('PATCH', '/notifications/me/mark-all-read', { token: other.idToken });
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual({ unreadCount: 0 });
  });

  it('validates the page query with the Vietnamese message', async () => {
    const response = await api('GET', '/notifications/me?limit=0', { token: student.idToken });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Số mục mỗi trang phải là số nguyên từ 1 đến 100.' });
  });

  it.each([
    ['GET', '/notifications/me'],
    ['PATCH', '/notifications/some-id/read'],
    ['PATCH', '/notifications/me/mark-all-read'],
  ])('%s %s: 401 without a token', async (method, path) => {
    const response = await api(method, path);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.UNAUTHENTICATED });
  });

  it('tells a user their new role, newest first, with the role label', async () => {
    const user = await signedInUser(app, 'student');
    await welcomeOf(user);
    const changed = await api('PUT', `/admin/users/${user.uid}/role`, { token: admin.idToken, body: { role: 'instructor' } });
    expect(changed.status).toBe(200);
    const inbox = await eventuallyInbox(user, (i) => i.notifications.length === 2);
    expect(inbox.notifications.map((n) => n.kind)).toEqual(['role_changed', 'welcome']);
    expect(inbox.notifications[0]).toMatchObject({
      message: 'Vai trò của bạn đã được cập nhật thành Giảng viên.',
      link: '/instructor/dashboard',
      isRead: false,
    });
    expect(inbox.unreadCount).toBe(2);
    const profile = await api('GET', '/users/profile', { token: user.idToken });
    expect(profile.body.unreadCount).toBe(2);
  });

  it('tells a user their new affiliate level and that their account was unlocked', async () => {
    const user = await signedInUser(app, 'student');
    await welcomeOf(user);
    const level = await api('PUT', `/admin/users/${user.uid}/affiliate-level`, { token: admin.idToken, body: { newLevel: 3 } });
    expect(level.status).toBe(200);
    for (const disable of [true, false]) {
      const toggled = await api('PUT', `/admin/users/${user.uid}/toggle-disable`, { token: admin.idToken, body: { disable } });
      expect(toggled.status).toBe(200);
    }
    const inbox = await eventuallyInbox(user, (i) => i.notifications.length === 3);
    expect(inbox.notifications.map((n) => [n.kind, n.message])).toEqual([
      ['account_enabled', 'Tài khoản của bạn đã được mở khóa.'],
      ['affiliate_level_changed', 'Cấp độ affiliate của bạn đã được cập nhật lên cấp 3.'],
      ['welcome', expect.any(String)],
    ]);
  });

  it('leaves no notification of a deleted account in the read models', async () => {
    const user = await signedInUser(app, 'student');
    await welcomeOf(user);
    const rows = app.app.get<ReadStore>(READ_STORE).collection('notifications_inbox');
    expect(await rows.count({ uid: user.uid })).toBe(1);
    const removed = await api('DELETE', `/admin/users/${user.uid}`, { token: admin.idToken });
    expect(removed.status).toBe(200);
    const deadline = Date.now() + 5000;
    while ((await rows.count({ uid: user.uid })) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await rows.count({ uid: user.uid })).toBe(0);
  });
});
