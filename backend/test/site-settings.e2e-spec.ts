import { ERROR_MESSAGES, SITE_SETTINGS_MESSAGES, SiteSettings, SiteSettingsForm } from '@academy/contracts';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';

const form: SiteSettingsForm = {
  hotline: '0901 234 567',
  email: 'HoTro@HocVien.vn',
  address: '  Tầng 5, 123 Nguyễn Văn Linh, Quận 7, TP. Hồ Chí Minh ',
  mapUrl: 'https://maps.app.goo.gl/AbCd1234',
  website: 'https://hocvien.vn',
  facebook: 'https://www.facebook.com/hocvien',
  youtube: 'https://www.youtube.com/@hocvien',
  tiktok: '',
  zalo: 'https://zalo.me/0901234567',
  companyName: 'Công ty TNHH Học viện Marketing Thực Chiến',
  businessCode: '0316789012',
  issuedBy: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
  issuedOn: '2021-03-15',
  emailSenderName: 'Học viện Marketing Thực Chiến',
};

/** The form as the site shows it back: trimmed, the email lower-case, the phone without spaces, the missing link empty. */
const shown: SiteSettings = {
  ...(form as SiteSettings),
  hotline: '0901234567',
  email: 'hotro@hocvien.vn',
  address: 'Tầng 5, 123 Nguyễn Văn Linh, Quận 7, TP. Hồ Chí Minh',
};

describe('academy settings over HTTP: contact and company data for the footer and the contact page', () => {
  const suite = apiSuite();
  let instructor: EmulatorUser;
  beforeAll(async () => {
    instructor = await signedInUser(suite.app, 'instructor');
  });
  const asAdmin = () => ({ token: suite.admin.idToken });
  const save = (body: unknown, ifMatch?: number) =>
    suite.api('PUT', '/admin/settings/site', { ...asAdmin(), body, headers: ifMatch === undefined ? {} : { 'If-Match': `"${ifMatch}"` } });
  const publicSettings = async () => (await suite.api('GET', '/site-settings')).body.settings;
  const adminSettings = async () => (await suite.api('GET', '/admin/settings/site', asAdmin())).body.site;

  it('shows visitors no contact data before an admin saves any (nothing made up)', async () => {
    expect(await suite.api('GET', '/site-settings')).toMatchObject({ status: 200, body: { settings: null } });
    expect(await adminSettings()).toEqual({ settings: null, version: 0, revision: null, updatedAt: null, updatedBy: null });
  });

  it('saves the profile, and visitors and the admin page see it at once, with who saved it and when', async () => {
    const response = await save(form);
    expect(response).toMatchObject({ status: 200, body: { message: SITE_SETTINGS_MESSAGES.saved } });
    expect(response.body.site).toEqual({
      settings: shown,
      version: 1,
      revision: 0,
      updatedAt: expect.any(String),
      updatedBy: { uid: suite.admin.uid, name: expect.any(String) },
    });
    expect(await publicSettings()).toEqual(shown);
  });

  it('changes one field (the hotline) and the public read shows the new value on the next request', async () => {
    const before = await adminSettings();
    const response = await save({ ...form, hotline: '1900 6868' }, before.revision);
    expect(response.status).toBe(200);
    expect(response.body.site).toMatchObject({ settings: { hotline: '19006868' }, version: before.version + 1 });
    expect((await publicSettings()).hotline).toBe('19006868');
  });

  it('records nothing for a save that changes nothing', async () => {
    const before = await adminSettings();
    const response = await save({ ...form, hotline: '1900 6868' });
    expect(response).toMatchObject({ status: 200, body: { message: SITE_SETTINGS_MESSAGES.unchanged, site: { version: before.version } } });
  });

  it('refuses a save made on a screen older than the last change (409), and keeps the newer one', async () => {
    const before = await adminSettings();
    const late = await save({ ...form, hotline: '0912345678' }, before.revision - 1);
    expect(late).toMatchObject({ status: 409, body: { code: 'EDIT_CONFLICT', message: ERROR_MESSAGES.EDIT_CONFLICT } });
    expect((await publicSettings()).hotline).toBe('19006868');
  });

  it.each([
    ['hotline', '', SITE_SETTINGS_MESSAGES.hotlineRequired],
    ['hotline', '12345', SITE_SETTINGS_MESSAGES.hotlineInvalid],
    ['email', 'không-phải-email', SITE_SETTINGS_MESSAGES.emailInvalid],
    ['address', '   ', SITE_SETTINGS_MESSAGES.addressRequired],
    ['address', 'x'.repeat(301), SITE_SETTINGS_MESSAGES.addressTooLong],
    ['mapUrl', 'http://maps.app.goo.gl/AbCd1234', SITE_SETTINGS_MESSAGES.mapUrlInvalid],
    ['mapUrl', 'https://bando.example.vn/hocvien', SITE_SETTINGS_MESSAGES.mapUrlInvalid],
    ['website', 'javascript:alert(1)', SITE_SETTINGS_MESSAGES.websiteInvalid],
    ['website', 'https://localhost:3000', SITE_SETTINGS_MESSAGES.websiteInvalid],
    ['facebook', 'http://www.facebook.com/hocvien', SITE_SETTINGS_MESSAGES.facebookInvalid],
    ['facebook', 'https://facebook.com.lừa-đảo.vn/hocvien', SITE_SETTINGS_MESSAGES.facebookInvalid],
    ['youtube', 'https://vimeo.com/hocvien', SITE_SETTINGS_MESSAGES.youtubeInvalid],
    ['tiktok', 'https://www.tiktok.org/@hocvien', SITE_SETTINGS_MESSAGES.tiktokInvalid],
    ['zalo', 'zalo.me/0901234567', SITE_SETTINGS_MESSAGES.zaloInvalid],
    ['companyName', '', SITE_SETTINGS_MESSAGES.companyNameRequired],
    ['businessCode', '03167890', SITE_SETTINGS_MESSAGES.businessCodeInvalid],
    ['issuedBy', '', SITE_SETTINGS_MESSAGES.issuedByRequired],
    ['issuedOn', '2021-02-30', SITE_SETTINGS_MESSAGES.issuedOnInvalid],
    ['emailSenderName', 'x'.repeat(101), SITE_SETTINGS_MESSAGES.senderNameTooLong],
  ])('refuses a bad %s with its Vietnamese message (400) and records nothing', async (field, value, message) => {
    const before = await adminSettings();
    const response = await save({ ...form, [field]: value });
    expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } } });
    expect((await adminSettings()).version).toBe(before.version);
  });

  it('lets only admins read and edit the settings (403 for others, 401 without a token); anyone reads the public ones', async () => {
    for (const token of [suite.student.idToken, instructor.idToken]) {
      expect((await suite.api('GET', '/admin/settings/site', { token })).status).toBe(403);
      expect((await suite.api('PUT', '/admin/settings/site', { token, body: form })).status).toBe(403);
      expect((await suite.api('GET', '/admin/settings/site/history', { token })).status).toBe(403);
      expect((await suite.api('GET', '/site-settings', { token })).status).toBe(200);
    }
    expect((await suite.api('GET', '/admin/settings/site')).status).toBe(401);
    expect((await suite.api('PUT', '/admin/settings/site', { body: form })).status).toBe(401);
    expect((await publicSettings()).hotline).toBe('19006868');
  });

  it('keeps the history of changes: who, when, which fields, their values before and after, newest first', async () => {
    const { body } = await suite.api('GET', '/admin/settings/site/history', asAdmin());
    expect(body.pagination).toMatchObject({ totalItems: 2 });
    const [second, first] = body.changes;
    expect(second).toEqual({
      version: 2,
      by: { uid: suite.admin.uid, name: expect.any(String) },
      at: expect.any(String),
      changedFields: ['hotline'],
      before: { hotline: '0901234567' },
      after: { hotline: '19006868' },
    });
    expect(first).toMatchObject({ version: 1, changedFields: expect.arrayContaining(['hotline', 'email', 'companyName']), before: { hotline: '' } });
    expect(first.changedFields).not.toContain('tiktok');
    expect(Date.parse(second.at)).toBeGreaterThanOrEqual(Date.parse(first.at));
  });

  it('records every change as an event of the one profile stream, with who and when', async () => {
    const events = await suite.app.app.get<EventStore>(EVENT_STORE).readStream('site_content_profile-academy');
    expect(events.map((event) => event.type)).toEqual(['AcademyProfileUpdated', 'AcademyProfileUpdated']);
    expect(events.every((event) => (event.data as { by: string }).by === suite.admin.uid)).toBe(true);
    expect(events.every((event) => typeof (event.data as { at: string }).at === 'string')).toBe(true);
  });
});
