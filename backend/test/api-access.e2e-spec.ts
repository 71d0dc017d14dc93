import { Controller } from '@nestjs/common';
import { ERROR_MESSAGES } from '@academy/contracts';
import { randomBytes } from 'crypto';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { ApiEndpoint } from '../src/platform/http/api-endpoint.decorator';
import { signedInUser } from './support/accounts';
import { createAnonymousUser, createEmulatorUser, createSocialUser, signIn, verifyEmail } from './support/auth-emulator';
import { apiClient } from './support/http-client';
import { probeEndpoint } from './support/probe-endpoint';
import { startTestApp, TestApp } from './support/test-app';

/** Buying, the affiliate programme and learning will be `verified`; none exists yet, so a probe stands in. */
@Controller()
class AccessLevelProbeController {
  @ApiEndpoint(probeEndpoint('get', '/test/verified-only', 'verified'))
  verifiedOnly() {
    return { ok: true };
  }

  @ApiEndpoint(probeEndpoint('get', '/test/signed-in', 'user'))
  signedIn() {
    return { ok: true };
  }
}

const notVerified = { code: 'EMAIL_NOT_VERIFIED', message: 'Tài khoản chưa xác thực. Vui lòng kiểm tra email.' };

describe('who may use the API', () => {
  let app: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    app = await startTestApp({}, [AccessLevelProbeController]);
    api = apiClient(app.baseUrl);
  });
  afterAll(() => app.close());

  const ensure = (token: string) => api('POST', '/auth/ensure-user-profile', { token });
  const profileOf = (token: string) => api('GET', '/users/profile', { token });

  describe('ensure-user-profile', () => {
    it('refuses an account without an email (anonymous sign-in) and creates nothing', async () => {
      const anonymous = await createAnonymousUser();
      const refused = await ensure(anonymous.idToken);
      expect(refused).toMatchObject({ status: 403, body: { code: 'EMAIL_REQUIRED', message: ERROR_MESSAGES.EMAIL_REQUIRED } });
      expect((await profileOf(anonymous.idToken)).body.code).toBe('PROFILE_MISSING');
    });

    it('refuses a password account until its email is verified, with the spec text', async () => {
      const user = await createEmulatorUser('chua-xac-thuc');
      const refused = await ensure(user.idToken);
      expect(refused).toMatchObject({ status: 403, body: notVerified });
      expect(refused.body.message).toBe(ERROR_MESSAGES.EMAIL_NOT_VERIFIED);
      expect((await profileOf(user.idToken)).body.code).toBe('PROFILE_MISSING');

      const verified = await ensure(await verifyEmail(user));
      expect(verified).toMatchObject({ status: 200, body: { created: true, isActive: false, profile: { email: user.email, emailVerified: true } } });
    });

    it('does not activate a signed-up profile whose email is unverified', async () => {
      const email = `dang-ky-${randomBytes(4).toString('hex')}@example.vn`;
      const body = { email, password: 'MatKhau@123', name: 'Trần Thị Mai', phoneNumber: '0912345678', acceptTerms: true };
      const { uid } = (await api('POST', '/auth/register', { body })).body;
      const token = await signIn(email, body.password);
      expect(await ensure(token)).toMatchObject({ status: 403, body: notVerified });
      expect((await profileOf(token)).body).toMatchObject({ uid, isActive: false });

      const fresh = await verifyEmail({ uid, email, password: body.password, idToken: token });
      expect((await ensure(fresh)).body).toMatchObject({ created: false, isActive: false, profile: { emailVerified: true } });
    });

    it('lets Google and Facebook accounts in: the provider vouches for the address; the phone comes later', async () => {
      const google = await createSocialUser('google.com', { emailVerified: true });
      expect((await ensure(google.idToken)).body).toMatchObject({
        created: true,
        profile: { email: google.email, emailVerified: true, phoneNumber: '', role: 'student' },
      });
      const facebook = await createSocialUser('facebook.com', { emailVerified: false });
      expect((await ensure(facebook.idToken)).body).toMatchObject({ created: true, profile: { email: facebook.email, emailVerified: false } });
    });

    it('keeps what the provider says to the field rules: a name the stores cannot hold or a script photo is left out', async () => {
      const google = await createSocialUser('google.com', { emailVerified: true, name: 'Lan\u0000Anh', picture: 'javascript:alert(1)' });
      const ensured = await ensure(google.idToken);
      expect(ensured.status).toBe(200);
      expect(ensured.body.profile).toMatchObject({ name: google.email.split('@')[0], avatarUrl: null });

      const withPhoto = await createSocialUser('google.com', { emailVerified: true, name: 'Lan Anh', picture: 'https://lh3.googleusercontent.com/a/lan' });
      expect((await ensure(withPhoto.idToken)).body.profile).toMatchObject({ name: 'Lan Anh', avatarUrl: 'https://lh3.googleusercontent.com/a/lan' });
    });

    it('tells exactly one of 30 concurrent first sign-ins that it created and activated the profile', async () => {
      const google = await createSocialUser('google.com', { emailVerified: true });
      const answers = await Promise.all(Array.from({ length: 30 }, () => ensure(google.idToken)));
      expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
      expect(answers.filter((a) => a.body.created)).toHaveLength(1);
      expect(answers.filter((a) => !a.body.isActive)).toHaveLength(1);
      const stream = await app.app.get<EventStore>(EVENT_STORE).readStream(`identity_user-${google.uid}`);
      expect(stream.map((e) => e.type)).toEqual(['UserAccountRegistered', 'UserAccountActivated']);
    });
  });

  describe("the 'verified' access level", () => {
    it('refuses a signed-in user whose token does not say the email is verified; their other routes stay open', async () => {
      const student = await signedInUser(app, 'student');
      expect(await api('GET', '/test/verified-only', { token: student.idToken })).toMatchObject({ status: 403, body: notVerified });
      expect((await api('GET', '/test/signed-in', { token: student.idToken })).status).toBe(200);
      expect((await profileOf(student.idToken)).status).toBe(200);

      const verifiedToken = await verifyEmail(student);
      expect(await api('GET', '/test/verified-only', { token: verifiedToken })).toMatchObject({ status: 200, body: { ok: true } });
    });

    it('follows what the provider says: Google verified, Facebook not until the email is confirmed', async () => {
      const google = await createSocialUser('google.com', { emailVerified: true });
      const facebook = await createSocialUser('facebook.com', { emailVerified: false });
      await Promise.all([ensure(google.idToken), ensure(facebook.idToken)]);
      expect((await api('GET', '/test/verified-only', { token: google.idToken })).status).toBe(200);
      expect(await api('GET', '/test/verified-only', { token: facebook.idToken })).toMatchObject({ status: 403, body: notVerified });
    });

    it('still needs a profile and a token', async () => {
      expect((await api('GET', '/test/verified-only')).status).toBe(401);
      const noProfile = await createSocialUser('google.com', { emailVerified: true });
      expect((await api('GET', '/test/verified-only', { token: noProfile.idToken })).body.code).toBe('PROFILE_MISSING');
    });
  });
});
