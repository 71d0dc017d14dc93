import { AUTH_MESSAGES, ERROR_MESSAGES, FIELD_MESSAGES, PRIVACY_VERSION, TERMS_VERSION, IDENTITY_ERRORS } from '@academy/contracts';
import { randomBytes } from 'crypto';
import { allProjections } from '../src/app.module';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { PersonalDataVault, SealedData } from '../src/platform/personal-data/personal-data-vault';
import { ProjectionRunner } from '../src/platform/projections/projection-runner';
import { ReactionRunner } from '../src/platform/reactions/reaction-runner';
import { signedInUser } from './support/accounts';
import { createSocialUser, emailedCodes, EmulatorUser, lookupAccount, signIn, trySignIn, verifyEmail } from './support/auth-emulator';
import { eventually } from './support/eventually';
import { apiClient } from './support/http-client';
import { startTestApp, TestApp } from './support/test-app';

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.vn`;
const signUp = (email: string) => ({ email, password: 'MatKhau@123', name: 'Nguyễn Văn Bình', age: '29', phoneNumber: '0912 345 678', acceptTerms: true });

describe('identity over HTTP', () => {
  let app: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: EmulatorUser;

  beforeAll(async () => {
    app = await startTestApp();
    api = apiClient(app.baseUrl);
    admin = await signedInUser(app, 'admin');
  });
  afterAll(() => app.close());

  /** Registers through the API and signs in at the emulator, as the web app does. */
  async function registeredStudent(label = 'hoc-vien') {
    const email = uniqueEmail(label);
    const registered = await api('POST', '/auth/register', { body: signUp(email) });
    expect(registered.status).toBe(201);
    return { uid: registered.body.uid as string, email, token: await signIn(email, 'MatKhau@123') };
  }

  describe('sign-up', () => {
    it('registers, refuses the same email twice, and keeps the data sealed in the log', async () => {
      const email = uniqueEmail('dang-ky');
      const first = await api('POST', '/auth/register', { body: signUp(email) });
      expect(first.body).toEqual({ message: AUTH_MESSAGES.registered, uid: expect.any(String) });
      const again = await api('POST', '/auth/register', { body: signUp(email.toUpperCase()) });
      expect(again).toMatchObject({ status: 409, body: { code: 'EMAIL_ALREADY_REGISTERED', message: ERROR_MESSAGES.EMAIL_ALREADY_REGISTERED } });

      const events = await app.app.get<EventStore>(EVENT_STORE).readStream(`identity_user-${first.body.uid}`);
      expect(JSON.stringify(events)).not.toContain(email);
      expect(JSON.stringify(events)).not.toContain('0912345678');
    });

    it.each([
      [{ phoneNumber: '' }, 'phoneNumber', AUTH_MESSAGES.phoneRequired],
      [{ phoneNumber: '12345' }, 'phoneNumber', FIELD_MESSAGES.phoneInvalid],
      [{ name: ' ' }, 'name', AUTH_MESSAGES.nameRequired],
      [{ password: '' }, 'password', AUTH_MESSAGES.passwordRequired],
      [{ password: '12345' }, 'password', AUTH_MESSAGES.passwordTooShort],
      [{ email: 'khong-hop-le' }, 'email', FIELD_MESSAGES.emailInvalid],
      [{ age: '12.5' }, 'age', AUTH_MESSAGES.ageInvalid],
    ])('refuses %j with the spec message and creates nothing', async (change, field, message) => {
      const email = uniqueEmail('sai');
      const response = await api('POST', '/auth/register', { body: { ...signUp(email), ...change } });
      expect(response.status).toBe(400);
      expect(response.body.fields[field]).toBe(message);
      expect(await lookupAccount({ email })).toBeNull();
    });
  });

  describe('consent at sign-up (Decree 13/2023) and the marketing email opt-in (Decree 91/2020)', () => {
    const streamOf = (uid: string) => app.app.get<EventStore>(EVENT_STORE).readStream(`identity_user-${uid}`);
    const consentEvents = async (uid: string) =>
      (await streamOf(uid)).filter((e) => e.type === 'PersonalDataConsentGiven' || e.type === 'MarketingEmailConsentChanged').map((e) => ({ type: e.type, data: e.data }));

    it.each([[{ acceptTerms: undefined }], [{ acceptTerms: false }], [{ acceptTerms: 'true' }]])(
      'refuses a sign-up without consent (%j) with a 400 in Vietnamese, and makes no account',
      async (change) => {
        const email = uniqueEmail('khong-dong-y');
        const response = await api('POST', '/auth/register', { body: { ...signUp(email), ...change } });
        expect(response).toMatchObject({ status: 400, body: { message: IDENTITY_ERRORS.CONSENT_REQUIRED, fields: { acceptTerms: IDENTITY_ERRORS.CONSENT_REQUIRED } } });
        expect(await lookupAccount({ email })).toBeNull();
      },
    );

    it('records the consent with the versions of the terms and the privacy policy and its time, and the marketing choice', async () => {
      const optedIn = await api('POST', '/auth/register', { body: { ...signUp(uniqueEmail('dong-y')), marketingEmails: true } });
      expect(optedIn.status).toBe(201);
      const [registered] = await streamOf(optedIn.body.uid);
      const at = (registered!.data as { registeredAt: string }).registeredAt;
      expect(await consentEvents(optedIn.body.uid)).toEqual([
        { type: 'PersonalDataConsentGiven', data: { uid: optedIn.body.uid, termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION, at } },
        { type: 'MarketingEmailConsentChanged', data: { uid: optedIn.body.uid, subscribed: true, source: 'signup', at } },
      ]);
      expect(TERMS_VERSION).toBe('2026-11-24');

      // Not ticked: the marketing box is off by default, and that choice is recorded too.
      const email = uniqueEmail('khong-nhan');
      const declined = await api('POST', '/auth/register', { body: signUp(email) });
      expect((await consentEvents(declined.body.uid)).map((e) => [e.type, (e.data as { subscribed?: boolean }).subscribed])).toEqual([
        ['PersonalDataConsentGiven', undefined],
        ['MarketingEmailConsentChanged', false],
      ]);
      const token = await signIn(email, 'MatKhau@123');
      expect((await api('GET', '/users/profile', { token })).body.marketingEmails).toBe(false);
    });

    it('turns marketing email on and off with the profile switch, and the account history lists each change', async () => {
      const student = await registeredStudent('cong-tac');
      const on = await api('PUT', '/users/profile/marketing-emails', { token: student.token, body: { subscribed: true } });
      expect(on).toMatchObject({ status: 200, body: { message: AUTH_MESSAGES.marketingEmailsOn, profile: { marketingEmails: true } } });
      expect((await api('PUT', '/users/profile/marketing-emails', { token: student.token, body: { subscribed: true } })).status).toBe(200);
      const off = await api('PUT', '/users/profile/marketing-emails', { token: student.token, body: { subscribed: false } });
      expect(off).toMatchObject({ status: 200, body: { message: AUTH_MESSAGES.marketingEmailsOff, profile: { marketingEmails: false } } });
      const bad = await api('PUT', '/users/profile/marketing-emails', { token: student.token, body: { subscribed: 'co' } });
      expect(bad).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.marketingChoiceInvalid } });
      expect((await api('PUT', '/users/profile/marketing-emails', { body: { subscribed: true } })).status).toBe(401);

      const details = await api('GET', `/admin/users/${student.uid}/details`, { token: admin.idToken });
      expect(details.body.history.map((entry: { summary: string }) => entry.summary)).toEqual([
        'Tắt nhận email marketing (tại trang hồ sơ)',
        'Bật nhận email marketing (tại trang hồ sơ)',
        'Tắt nhận email marketing (khi đăng ký)',
        `Đồng ý Điều khoản sử dụng (phiên bản ${TERMS_VERSION}) và Chính sách bảo mật (phiên bản ${PRIVACY_VERSION})`,
        expect.stringContaining('Tạo tài khoản'),
      ]);
    });

    it('records the consent of a Google sign-up made from the sign-up tab, and of a first sign-in from the sign-in tab only once it is given', async () => {
      const signedUp = await createSocialUser('google.com', { emailVerified: true });
      const created = await api('POST', '/auth/ensure-user-profile', { token: signedUp.idToken, body: { acceptTerms: true, marketingEmails: true } });
      expect(created.body).toMatchObject({ created: true, profile: { marketingEmails: true } });
      expect((await consentEvents(signedUp.uid)).map((e) => e.type)).toEqual(['PersonalDataConsentGiven', 'MarketingEmailConsentChanged']);

      const signedIn = await createSocialUser('google.com', { emailVerified: true });
      expect((await api('POST', '/auth/ensure-user-profile', { token: signedIn.idToken })).body).toMatchObject({ created: true, profile: { marketingEmails: false } });
      expect(await consentEvents(signedIn.uid)).toEqual([]);
      // Later from the sign-up tab: the consent is recorded once; the marketing choice stays the profile's switch.
      for (let i = 0; i < 2; i++) {
        const again = await api('POST', '/auth/ensure-user-profile', { token: signedIn.idToken, body: { acceptTerms: true, marketingEmails: true } });
        expect(again.body).toMatchObject({ created: false, profile: { marketingEmails: false } });
      }
      expect((await consentEvents(signedIn.uid)).map((e) => e.type)).toEqual(['PersonalDataConsentGiven']);
      expect((await api('POST', '/auth/ensure-user-profile', { token: signedIn.idToken, body: { acceptTerms: 'co' } })).status).toBe(400);
    });
  });

  describe('consent asked after a sign-in that had none (POST /users/profile/consent)', () => {
    const consentEvents = async (uid: string) =>
      (await app.app.get<EventStore>(EVENT_STORE).readStream(`identity_user-${uid}`))
        .filter((e) => e.type === 'PersonalDataConsentGiven' || e.type === 'MarketingEmailConsentChanged')
        .map((e) => ({ type: e.type, data: e.data }));
    const give = (token: string, body: unknown, key = randomBytes(8).toString('hex')) =>
      api('POST', '/users/profile/consent', { token, body, headers: { 'Idempotency-Key': key } });

    it('a first Google sign-in from the sign-in tab needs consent; a refusal records nothing; a yes records the versions in force once', async () => {
      const google = await createSocialUser('google.com', { emailVerified: true });
      const created = await api('POST', '/auth/ensure-user-profile', { token: google.idToken });
      expect(created.body).toMatchObject({ created: true, profile: { consentNeeded: true } });
      expect((await api('GET', '/users/profile', { token: google.idToken })).body.consentNeeded).toBe(true);

      for (const body of [{}, { acceptTerms: false }, { acceptTerms: 'co' }, { marketingEmails: true }]) {
        const refused = await give(google.idToken, body);
        expect(refused).toMatchObject({ status: 400, body: { message: IDENTITY_ERRORS.CONSENT_TO_CONTINUE_REQUIRED, fields: { acceptTerms: IDENTITY_ERRORS.CONSENT_TO_CONTINUE_REQUIRED } } });
      }
      expect(await consentEvents(google.uid)).toEqual([]);
      expect((await api('GET', '/users/profile', { token: google.idToken })).body.consentNeeded).toBe(true);

      const before = Date.now();
      const given = await give(google.idToken, { acceptTerms: true, marketingEmails: true });
      expect(given).toMatchObject({ status: 200, body: { message: AUTH_MESSAGES.consentRecorded, profile: { consentNeeded: false, marketingEmails: true } } });
      const recorded = await consentEvents(google.uid);
      expect(recorded).toEqual([
        { type: 'PersonalDataConsentGiven', data: { uid: google.uid, termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION, at: expect.any(String) } },
        { type: 'MarketingEmailConsentChanged', data: { uid: google.uid, subscribed: true, source: 'signup', at: expect.any(String) } },
      ]);
      expect(Date.parse((recorded[0]!.data as { at: string }).at)).toBeGreaterThanOrEqual(before - 60_000);
      expect((await api('GET', '/users/profile', { token: google.idToken })).body).toMatchObject({ consentNeeded: false, marketingEmails: true });

      // Again (another tab, a double click with a new key): nothing new, whatever the box says now.
      const again = await give(google.idToken, { acceptTerms: true, marketingEmails: true });
      expect(again).toMatchObject({ status: 200, body: { profile: { consentNeeded: false } } });
      expect(await consentEvents(google.uid)).toHaveLength(2);
      // The admin's view of the account carries no consent field; the history lists the consent.
      const details = await api('GET', `/admin/users/${google.uid}/details`, { token: admin.idToken });
      expect(details.body.user).not.toHaveProperty('consentNeeded');
      expect(details.body.user).not.toHaveProperty('consent');
      expect(details.body.history.map((entry: { summary: string }) => entry.summary)).toContain(
        `Đồng ý Điều khoản sử dụng (phiên bản ${TERMS_VERSION}) và Chính sách bảo mật (phiên bản ${PRIVACY_VERSION})`,
      );
    });

    it('replays the answer for a repeated Idempotency-Key, and records no marketing choice when the box is not sent', async () => {
      const user = await signedInUser(app, 'student', { consent: false });
      expect((await api('GET', '/users/profile', { token: user.idToken })).body).toMatchObject({ consentNeeded: true, marketingEmails: false });
      const first = await give(user.idToken, { acceptTerms: true }, 'dong-y-1');
      const replay = await give(user.idToken, { acceptTerms: true }, 'dong-y-1');
      expect(first).toMatchObject({ status: 200, body: { profile: { consentNeeded: false, marketingEmails: false } } });
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect((await consentEvents(user.uid)).map((e) => e.type)).toEqual(['PersonalDataConsentGiven']);
    });

    it('does not ask accounts that consented to the versions in force (a sign-up, an account a test helper made)', async () => {
      const student = await registeredStudent('da-dong-y');
      expect((await api('GET', '/users/profile', { token: student.token })).body.consentNeeded).toBe(false);
      const seeded = await signedInUser(app, 'instructor');
      expect((await api('GET', '/users/profile', { token: seeded.idToken })).body.consentNeeded).toBe(false);
    });
  });

  describe('sign-in sync and profile', () => {
    it('activates the profile at the first verified sign-in: welcome first, welcome back after', async () => {
      const student = await registeredStudent();
      const token = await verifyEmail({ ...student, password: 'MatKhau@123', idToken: student.token });
      const first = await api('POST', '/auth/ensure-user-profile', { token });
      expect(first.body).toMatchObject({ name: 'Nguyễn Văn Bình', isActive: false, created: false });
      const second = await api('POST', '/auth/ensure-user-profile', { token });
      expect(second.body).toMatchObject({ isActive: true, profile: { isActive: true, emailVerified: true } });
    });

    it('creates the profile of a first Google/Facebook sign-in from the provider account', async () => {
      const providerUser = await createSocialUser('google.com', { emailVerified: true });
      const profileBefore = await api('GET', '/users/profile', { token: providerUser.idToken });
      expect(profileBefore).toMatchObject({ status: 401, body: { code: 'PROFILE_MISSING' } });
      const ensured = await api('POST', '/auth/ensure-user-profile', { token: providerUser.idToken });
      expect(ensured.body).toMatchObject({ created: true, isActive: false, profile: { email: providerUser.email, role: 'student' } });
      expect((await api('GET', '/users/profile', { token: providerUser.idToken })).status).toBe(200);
    });

    it('shows and updates the own profile, refusing bad input', async () => {
      const student = await registeredStudent();
      const profile = await api('GET', '/users/profile', { token: student.token });
      expect(profile.body).toMatchObject({ uid: student.uid, name: 'Nguyễn Văn Bình', phoneNumber: '0912345678', age: 29, role: 'student' });
      expect(typeof profile.body.unreadCount).toBe('number');

      const updated = await api('PUT', '/users/profile', { token: student.token, body: { name: 'Nguyễn Văn Bình An', age: 30, phoneNumber: '0987654321' } });
      expect(updated.body).toMatchObject({ message: AUTH_MESSAGES.profileUpdated, profile: { name: 'Nguyễn Văn Bình An', age: 30, email: student.email } });
      const bad = await api('PUT', '/users/profile', { token: student.token, body: { name: '', phoneNumber: 'abc' } });
      expect(bad.status).toBe(400);
      expect((await api('GET', '/users/profile', { token: student.token })).body.name).toBe('Nguyễn Văn Bình An');
    });

    it('changes only the fields sent: a new name keeps phone, age and photo; a null photo removes it', async () => {
      const student = await registeredStudent('mot-truong');
      const photo = 'https://cdn.example.vn/anh/binh.jpg';
      expect((await api('PUT', '/users/profile', { token: student.token, body: { avatarUrl: photo } })).status).toBe(200);
      const renamed = await api('PUT', '/users/profile', { token: student.token, body: { name: 'Bình' } });
      expect(renamed.body.profile).toMatchObject({ name: 'Bình', phoneNumber: '0912345678', age: 29, avatarUrl: photo, email: student.email });
      const withoutPhoto = await api('PUT', '/users/profile', { token: student.token, body: { avatarUrl: null } });
      expect(withoutPhoto.body.profile).toMatchObject({ name: 'Bình', phoneNumber: '0912345678', age: 29, avatarUrl: null });
      const nothing = await api('PUT', '/users/profile', { token: student.token, body: {} });
      expect(nothing.body.profile).toMatchObject({ name: 'Bình', phoneNumber: '0912345678', age: 29 });

      // The event records the whole profile as it now is, so nothing that reads the log has to merge.
      const updates = (await app.app.get<EventStore>(EVENT_STORE).readStream(`identity_user-${student.uid}`)).filter((e) => e.type === 'UserProfileUpdated');
      const vault = app.app.get(PersonalDataVault);
      expect(await vault.open(updates[1].data.personal as SealedData)).toEqual({
        name: 'Bình',
        email: student.email,
        phoneNumber: '0912345678',
        age: 29,
        avatarUrl: photo,
      });
    });
  });

  describe('admin user management', () => {
    it('lists with role, accent-insensitive search, verification filters and the totalUsers pagination', async () => {
      const student = await registeredStudent('tim-kiem');
      const found = await api('GET', `/admin/users?search=${encodeURIComponent('nguyen van binh')}&role=student&verifiedStatus=unverified&limit=50`, {
        token: admin.idToken,
      });
      expect(found.status).toBe(200);
      expect(found.body.users.map((u: { uid: string }) => u.uid)).toContain(student.uid);
      expect(found.body.pagination).toMatchObject({ currentPage: 1, limit: 50, totalUsers: expect.any(Number) });
      const admins = await api('GET', '/admin/users?role=admin', { token: admin.idToken });
      expect(admins.body.users.every((u: { role: string }) => u.role === 'admin')).toBe(true);
      expect((await api('GET', '/admin/users?role=superuser', { token: admin.idToken })).status).toBe(400);
    });

    it('changes role and level, and the details show who did what', async () => {
      const student = await registeredStudent();
      const role = await api('PUT', `/admin/users/${student.uid}/role`, { token: admin.idToken, body: { userId: student.uid, newRole: 'instructor' } });
      expect(role.body).toMatchObject({ message: AUTH_MESSAGES.roleUpdated, user: { role: 'instructor' } });
      const level = await api('PUT', `/admin/users/${student.uid}/affiliate-level`, { token: admin.idToken, body: { newLevel: 3 } });
      expect(level.body).toMatchObject({ message: AUTH_MESSAGES.levelUpdated, user: { affiliateLevel: 3 } });
      expect((await api('GET', '/users/profile', { token: student.token })).body.role).toBe('instructor');

      const details = await api('GET', `/admin/users/${student.uid}/details`, { token: admin.idToken });
      expect(details.body.history.slice(0, 2)).toEqual([
        expect.objectContaining({ type: 'UserAffiliateLevelChanged', by: admin.uid, byName: 'Người dùng admin', summary: 'Đổi cấp độ affiliate: 1 → 3' }),
        expect.objectContaining({ type: 'UserRoleChanged', by: admin.uid, summary: 'Đổi vai trò: Học viên → Giảng viên' }),
      ]);
      expect(details.body.history.at(-1)).toMatchObject({ type: 'UserAccountRegistered', by: null });
    });

    it('never lets an admin lock or demote themselves', async () => {
      const self = await api('PUT', `/admin/users/${admin.uid}/toggle-disable`, { token: admin.idToken, body: { disable: true } });
      expect(self).toMatchObject({ status: 400, body: { code: 'CANNOT_CHANGE_OWN_ACCOUNT' } });
      expect((await api('GET', '/admin/users?limit=1', { token: admin.idToken })).status).toBe(200);
    });

    it('locking an account stops its open session at once and blocks sign-in; unlocking restores both', async () => {
      const student = await registeredStudent('khoa');
      expect((await api('GET', '/users/profile', { token: student.token })).status).toBe(200);

      const locked = await api('PUT', `/admin/users/${student.uid}/toggle-disable`, { token: admin.idToken, body: { disable: true } });
      expect(locked.body).toEqual({ message: AUTH_MESSAGES.accountDisabledDone, disabled: true });
      const refused = await api('GET', '/users/profile', { token: student.token });
      expect(refused).toMatchObject({ status: 403, body: { code: 'ACCOUNT_DISABLED', message: ERROR_MESSAGES.ACCOUNT_DISABLED } });
      // Firebase follows our record through identity's sync-provider-accounts reaction.
      await eventually(async () => expect((await trySignIn(student.email, 'MatKhau@123')).error).toMatch(/USER_DISABLED/));

      const unlocked = await api('PUT', `/admin/users/${student.uid}/toggle-disable`, { token: admin.idToken, body: { disable: false } });
      expect(unlocked.body.disabled).toBe(false);
      const token = await eventually(() => signIn(student.email, 'MatKhau@123'));
      expect((await api('GET', '/users/profile', { token })).status).toBe(200);
    });

    it('sends a password reset email through Firebase', async () => {
      const student = await registeredStudent('quen-mat-khau');
      const sent = await api('POST', `/admin/users/${student.uid}/send-reset-password`, { token: admin.idToken, body: {} });
      expect(sent.body).toEqual({ message: AUTH_MESSAGES.resetPasswordSent });
      expect((await emailedCodes(student.email)).map((c) => c.requestType)).toContain('PASSWORD_RESET');
    });

    it('creates a user with a role, refusing a taken email', async () => {
      const email = uniqueEmail('tao-moi');
      const created = await api('POST', '/admin/users/create', { token: admin.idToken, body: { email, password: 'MatKhau@123', name: 'Trần Giảng Viên', role: 'instructor' } });
      expect(created).toMatchObject({ status: 201, body: { message: AUTH_MESSAGES.userCreated, user: { email, role: 'instructor', emailVerified: true } } });
      const taken = await api('POST', '/admin/users/create', { token: admin.idToken, body: { email, password: 'MatKhau@123', name: 'Khác' } });
      expect(taken.status).toBe(409);
    });

    it('deletes a user everywhere, and rebuilding the read models does not bring them back', async () => {
      const student = await registeredStudent('xoa');
      const deleted = await api('DELETE', `/admin/users/${student.uid}`, { token: admin.idToken });
      expect(deleted.body).toEqual({ message: AUTH_MESSAGES.userDeleted, id: student.uid });
      expect((await api('GET', `/admin/users/${student.uid}/details`, { token: admin.idToken })).status).toBe(404);
      await eventually(async () => expect(await lookupAccount({ email: student.email })).toBeNull());
      expect((await api('DELETE', `/admin/users/${student.uid}`, { token: admin.idToken })).status).toBe(200);

      const runner = app.app.get(ProjectionRunner);
      await runner.stop();
      for (const projection of allProjections) await runner.rebuild(projection);
      await runner.start();
      const search = await api('GET', `/admin/users?search=${encodeURIComponent(student.email)}`, { token: admin.idToken });
      expect(search.body.users).toEqual([]);
      expect((await api('GET', `/admin/users/${student.uid}/details`, { token: admin.idToken })).status).toBe(404);
    });

    it('finishes a deletion interrupted after the decision by itself, without the request being repeated', async () => {
      const student = await registeredStudent('xoa-do-dang');
      const reactions = app.app.get(ReactionRunner);
      await reactions.stop(); // the process dies right after recording the deletion
      try {
        expect((await api('DELETE', `/admin/users/${student.uid}`, { token: admin.idToken })).status).toBe(200);
        expect(await lookupAccount({ email: student.email })).not.toBeNull();
      } finally {
        await reactions.start();
      }
      await eventually(async () => expect(await lookupAccount({ email: student.email })).toBeNull());
    });

    it('reports user statistics and registrations over time', async () => {
      const stats = await api('GET', '/admin/stats/users', { token: admin.idToken });
      expect(stats.body.totalUsers).toBe(stats.body.byRole.student + stats.body.byRole.instructor + stats.body.byRole.admin);
      expect(stats.body.newLast30Days).toBe(stats.body.totalUsers);
      const chart = await api('GET', '/admin/stats/registrations-over-time', { token: admin.idToken });
      expect(chart.body.period).toBe('monthly');
      expect(chart.body.points).toHaveLength(6);
      expect(chart.body.points.at(-1).count).toBe(stats.body.totalUsers);
      const weekly = await api('GET', '/admin/stats/registrations-over-time?period=weekly&rangeMonths=1', { token: admin.idToken });
      expect(weekly.body.points.length).toBeGreaterThanOrEqual(4);
      expect((await api('GET', '/admin/stats/registrations-over-time?period=yearly', { token: admin.idToken })).status).toBe(400);
    });
  });
});
