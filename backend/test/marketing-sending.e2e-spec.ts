import { MARKETING_ERRORS, MARKETING_MESSAGES, type Campaign, type EmailScenario, type EmailTemplate } from '@academy/contracts';
import type { INestApplication } from '@nestjs/common';
import { randomBytes, randomUUID } from 'crypto';
import { mkdtemp, rm } from 'fs/promises';
import type { AddressInfo } from 'net';
import { tmpdir } from 'os';
import { join } from 'path';
import { createApp } from '../src/app';
import { CaughtMail, MailCatcher } from '../src/dev/mail-catcher';
import { UserAccountRegistrar } from '../src/modules/identity';
import { toCampaignEmailStreamId } from '../src/modules/marketing/domain/campaign-email/campaign-email.stream';
import { sendCampaignEmailJob, type CampaignEmailJob } from '../src/modules/marketing/workers/send-campaign-email.job';
import { AppConfig, loadConfig } from '../src/platform/config/app-config';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { createLogger } from '../src/platform/logging/logger';
import { JobQueue } from '../src/platform/queues';
import { TestClock } from '../src/platform/testing/test-clock';
import { createTestDatabase, TestDatabase } from '../src/platform/testing/test-database';
import { signedInUser } from './support/accounts';
import { EmulatorUser, signIn, verifyEmail } from './support/auth-emulator';
import { eventually } from './support/eventually';
import { apiClient } from './support/http-client';
import { courseItem, orderCommands } from './support/orders';
import type { TestApp } from './support/test-app';

jest.setTimeout(120_000);

type Body = Record<string, unknown>;

const DAY_MS = 24 * 60 * 60 * 1000;
// 10:00 in Hà Nội on 10 March 2027.
const START = '2027-03-10T03:00:00.000Z';
const WEB_URL = 'https://hocvien.example';
const SEND_RATE_PER_SECOND = 20;
const BATCH = 40;

/**
 * Marketing emails through the whole app: the admin's scenario, the trigger in identity's log, the
 * start-scenarios reaction, the BullMQ workers on Redis, the SMTP adapter and the app's own mail
 * catcher; the app's clock moved by the test. The app is started by hand here (not `startTestApp`)
 * so that it can be closed in the middle of a batch and started again over the same database, queue
 * and mail server, as a deploy or a crash-restart would.
 */
describe('marketing emails sent by the workers', () => {
  const clock = new TestClock(START);
  let database: TestDatabase;
  let filesDir: string;
  let mail: MailCatcher;
  let config: AppConfig;
  let app: INestApplication;
  let baseUrl: string;
  let admin: EmulatorUser;
  let serial = 0;

  const api = (method: string, path: string, options: Parameters<ReturnType<typeof apiClient>>[2] = {}) => apiClient(baseUrl)(method, path, options);
  const asAdmin = (body?: Body, headers: Record<string, string> = {}) => ({ token: admin.idToken, body, headers });
  const testApp = (): TestApp => ({ app, baseUrl, config, mail, close: () => app.close() });

  async function startApp(): Promise<void> {
    app = await createApp(config, createLogger(config.LOG_LEVEL), clock);
    await app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    database = await createTestDatabase('academy_e2e');
    filesDir = await mkdtemp(join(tmpdir(), 'academy-e2e-files-'));
    mail = await MailCatcher.start();
    config = loadConfig({
      FILES_DIR: filesDir,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
      ALLOW_AUTH_EMULATOR: 'true',
      FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? 'demo-academy',
      PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000',
      USER_WRITE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'silent',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.smtpPort),
      PUBLIC_WEB_URL: WEB_URL,
      MARKETING_SEND_RATE_PER_SECOND: String(SEND_RATE_PER_SECOND),
      MARKETING_BROADCAST_PAGE_SIZE: '8',
    });
    await startApp();
    admin = await signedInUser(testApp(), 'admin');
  });
  afterAll(async () => {
    await app.close();
    await mail.stop();
    await database.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  const events = () => app.get<EventStore>(EVENT_STORE);
  const sendQueue = () => app.get(JobQueue).bullQueue(sendCampaignEmailJob.queue)!;
  const mailsTo = (email: string): CaughtMail[] => mail.list().filter((m) => m.to.some((to) => to === email || to.endsWith(`<${email}>`))).map((m) => mail.get(m.id)!);
  /** The time passes: the app's clock moves, and the steps that fell due meanwhile run (BullMQ's delays run on the machine's time). */
  async function timePasses(ms: number): Promise<void> {
    clock.advance(ms);
    for (const job of await sendQueue().getDelayed()) await job.promote();
  }
  const emailHistory = async (job: Pick<CampaignEmailJob, 'scenarioId' | 'campaignId' | 'userId'> & { runKey: string }) =>
    (await events().readStream(toCampaignEmailStreamId(job))).map((event) => [event.type, (event.data as { reason?: string }).reason ?? null]);

  async function template(subject: string, body: string): Promise<EmailTemplate> {
    const response = await api('POST', '/admin/email-templates', asAdmin({ name: `Mẫu ${(serial += 1)}`, subject, body }));
    expect(response.status).toBe(201);
    return response.body.template;
  }
  async function scenario(name: string, trigger: Body): Promise<EmailScenario> {
    const response = await api('POST', '/admin/email-scenarios', asAdmin({ name, trigger }));
    expect(response.status).toBe(201);
    return response.body.scenario;
  }
  async function campaign(scenarioId: string, templateId: string, over: Body = {}): Promise<Campaign> {
    const response = await api('POST', '/admin/marketing-campaigns', asAdmin({ scenarioId, templateId, name: `Bước ${(serial += 1)}`, ...over }));
    expect(response.status).toBe(201);
    return response.body.campaign;
  }
  const campaignStats = async (scenarioId: string) =>
    ((await api('GET', '/admin/email-scenarios', asAdmin())).body.scenarios as EmailScenario[]).find((s) => s._id === scenarioId)!.campaigns.map((c) => c.stats);
  async function pause(found: EmailScenario): Promise<void> {
    expect((await api('PUT', `/admin/email-scenarios/${found._id}`, asAdmin({ name: found.name, trigger: found.trigger, isActive: false }))).status).toBe(200);
  }

  /** Signs up through the API, as the web app does, ticking the marketing box unless told; the address is not verified yet. */
  async function signUp(name: string, marketingEmails = true): Promise<EmulatorUser> {
    const email = `hoc-vien-${randomBytes(5).toString('hex')}@example.vn`;
    const password = 'MatKhau@123';
    const response = await api('POST', '/auth/register', { body: { email, password, name, age: '25', phoneNumber: '0912 345 678', acceptTerms: true, marketingEmails } });
    expect(response.status).toBe(201);
    return { uid: response.body.uid, email, password, idToken: await signIn(email, password) };
  }
  /** Clicks the verification link, then signs in again: the app records the verified address. Answers the new token. */
  async function verify(user: EmulatorUser): Promise<string> {
    const token = await verifyEmail(user);
    expect((await api('POST', '/auth/ensure-user-profile', { token })).status).toBeLessThan(300);
    return token;
  }
  /** Someone already verified (a Google sign-up, a seeded account) who opted in to marketing email unless told, registered at the app's time. */
  async function verifiedPerson(name: string, role: 'student' | 'instructor' = 'student', marketingEmails = true): Promise<{ uid: string; email: string }> {
    const uid = `nguoi-${randomBytes(6).toString('hex')}`;
    const email = `${uid}@example.vn`;
    await app.get(UserAccountRegistrar).register({
      uid,
      role,
      personal: { name, email, phoneNumber: '', age: null, avatarUrl: null },
      emailVerified: true,
      source: 'seed',
      registeredBy: null,
      registeredAt: clock.now(),
      marketingEmails,
    });
    return { uid, email };
  }
  /** The unsubscribe link of a mail, pointed at this app (the mail names the public address). */
  function unsubscribeLinkIn(caught: CaughtMail): string {
    const href = /href="([^"]*\/api\/marketing\/unsubscribe\?[^"]*)"/.exec(caught.html ?? '')?.[1];
    expect(href).toBeDefined();
    const link = new URL(href!.replace(/&amp;/g, '&'));
    expect(link.origin).toBe(WEB_URL);
    return `${baseUrl}${link.pathname}${link.search}`;
  }

  /** The open-tracking image of a mail, pointed at this app (the mail names the public address). */
  function openPixelIn(caught: CaughtMail): string {
    const src = /<img src="([^"]*\/api\/marketing\/opens\/[^"]*)" width="1" height="1" alt=""/.exec(caught.html ?? '')?.[1];
    expect(src).toBeDefined();
    const pixel = new URL(src!.replace(/&amp;/g, '&'));
    expect(pixel.origin).toBe(WEB_URL);
    return `${baseUrl}${pixel.pathname}`;
  }
  /** Always the same answer: a 1×1 transparent GIF nobody caches, whatever the token. */
  async function expectTrackingGif(answer: Response): Promise<void> {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/gif');
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const image = Buffer.from(await answer.arrayBuffer());
    expect(image.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect([image.readUInt16LE(6), image.readUInt16LE(8)]).toEqual([1, 1]);
  }

  let afterRegistration: EmailScenario;
  let unopened: { mail: CaughtMail; campaignId: string; userId: string };

  it('mails a new learner the first step once their address is verified, the second a day later, and nothing after they unsubscribe with the link', async () => {
    const welcome = await template('Chào mừng {{name}} đến học viện', '<p>Xin chào <b>{{name}}</b>,</p><p>Bắt đầu tại <a href="{{siteUrl}}">học viện</a>.</p>');
    const tips = await template('Bí quyết học nhanh cho {{name}}', '<p>{{name}} ơi, đây là ba bí quyết học nhanh.</p>');
    const offer = await template('Ưu đãi dành riêng cho {{name}}', '<p>Giảm 30% khóa học tiếp theo.</p>');
    afterRegistration = await scenario('Sau khi đăng ký', { type: 'registered' });
    const [first, second, third] = [
      await campaign(afterRegistration._id, welcome._id, { delay: { amount: 0, unit: 'minutes' } }),
      await campaign(afterRegistration._id, tips._id, { delay: { amount: 1, unit: 'days' } }),
      await campaign(afterRegistration._id, offer._id, { delay: { amount: 1, unit: 'days' } }),
    ];
    // The admin matches, but never opted in to marketing email: nobody may be mailed yet.
    const audience = await api('POST', '/admin/audience/count', asAdmin({ rules: {} }));
    expect(audience).toMatchObject({ status: 200, body: { count: 0, matched: 1 } });

    // A learner whose name is markup, and one who never verifies their address.
    const learner = await signUp('<b>x</b>');
    const neverVerified = await signUp('Chưa Xác Thực');
    const run = { scenarioId: afterRegistration._id, userId: learner.uid, runKey: 'registered' };
    await verify(learner);

    const firstMail = await mail.waitFor((m) => m.to.some((to) => to.endsWith(`<${learner.email}>`)), 15_000);
    expect(firstMail.subject).toBe('[QC] Chào mừng <b>x</b> đến học viện');
    expect(firstMail.html).toContain('Xin chào <b>&lt;b&gt;x&lt;/b&gt;</b>,');
    expect(firstMail.html).not.toContain('<b>x</b>');
    // Decree 91/2020: the sender named and the way to refuse at the end; RFC 8058 one-click.
    expect(firstMail.text).toContain('Học viện Marketing Thực Chiến · Tầng 5, 123 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh · Hotline: 1900 1234');
    expect(firstMail.text).toContain('Không muốn nhận email quảng cáo nữa?');
    const link = unsubscribeLinkIn(firstMail);
    expect(firstMail.listHeaders).toEqual({
      'list-unsubscribe': `<${WEB_URL}${new URL(link).pathname}${new URL(link).search}>`,
      'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
    });
    await eventually(async () => expect((await campaignStats(afterRegistration._id))[0]).toEqual({ sent: 1, opened: 0, failed: 0 }));

    // The mail is opened: its image fetched twice at once, then again (another device): one open.
    const pixel = openPixelIn(firstMail);
    expect(firstMail.text).not.toContain('/api/marketing/opens/');
    for (const answer of await Promise.all([fetch(pixel), fetch(pixel)])) await expectTrackingGif(answer);
    await expectTrackingGif(await fetch(pixel));
    await eventually(async () => expect((await campaignStats(afterRegistration._id))[0]).toEqual({ sent: 1, opened: 1, failed: 0 }));
    expect((await emailHistory({ ...run, campaignId: first._id })).map(([type]) => type)).toEqual(['CampaignEmailSending', 'CampaignEmailSent', 'CampaignEmailOpened']);

    // The second step waits a day after the first was sent.
    await eventually(async () => expect(await sendQueue().getDelayedCount()).toBe(1));
    await timePasses(DAY_MS - 60_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(learner.email)).toHaveLength(1);
    await timePasses(60_000);
    const secondMail = await mail.waitFor((m) => m.subject === '[QC] Bí quyết học nhanh cho <b>x</b>', 15_000);
    expect(secondMail.html).toContain('&lt;b&gt;x&lt;/b&gt; ơi');
    expect(openPixelIn(secondMail)).not.toBe(pixel);
    unopened = { mail: secondMail, campaignId: second._id, userId: learner.uid };
    await eventually(async () =>
      expect(await emailHistory({ ...run, campaignId: second._id })).toEqual([
        ['CampaignEmailSending', null],
        ['CampaignEmailSent', null],
      ]),
    );

    // The link: a page to confirm (a link scanner unsubscribes nobody), then the one-click post.
    const page = await fetch(unsubscribeLinkIn(secondMail));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Xác nhận hủy nhận email');
    const oneClick = await fetch(link, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('Chúng tôi đã nhận yêu cầu hủy nhận email quảng cáo của bạn lúc 10:00 ngày 11/03/2027');
    const unsubscribed = await events().readStream(`marketing_subscription-${learner.uid}`);
    expect(unsubscribed.map((event) => event.data)).toEqual([{ userId: learner.uid, via: 'link', campaignId: first._id, at: clock.now().toISOString() }]);
    expect(await (await fetch(link)).text()).toContain('Bạn đã hủy nhận email quảng cáo');
    // The link turned the learner's own opt-in off in identity too (their profile's switch reads it).
    await eventually(async () =>
      expect((await events().readStream(`identity_user-${learner.uid}`)).filter((event) => event.type === 'MarketingEmailConsentChanged').map((event) => event.data)).toEqual([
        { uid: learner.uid, subscribed: true, source: 'signup', at: START },
        { uid: learner.uid, subscribed: false, source: 'unsubscribe-link', at: clock.now().toISOString() },
      ]),
    );

    // The third step falls due: checked again, skipped, nothing sent.
    await timePasses(DAY_MS);
    await eventually(async () => expect(await emailHistory({ ...run, campaignId: third._id })).toEqual([['CampaignEmailSkipped', 'unsubscribed']]), 15_000);
    expect(mailsTo(learner.email).map((m) => m.subject)).toEqual(['[QC] Bí quyết học nhanh cho <b>x</b>', '[QC] Chào mừng <b>x</b> đến học viện']);
    expect(mailsTo(neverVerified.email)).toEqual([]);
    expect(await campaignStats(afterRegistration._id)).toEqual([
      { sent: 1, opened: 1, failed: 0 },
      { sent: 1, opened: 0, failed: 0 },
      { sent: 0, opened: 0, failed: 0 },
    ]);
    // The other scenarios below register people: this one rests from here on.
    await pause(afterRegistration);
  });

  it('answers a forged, altered or malformed open-tracking token with the same GIF and counts nothing; a HEAD counts nothing either', async () => {
    const real = new URL(openPixelIn(unopened.mail));
    const token = real.pathname.split('/').at(-1)!;
    const [version, subject] = token.split('.');
    const email = { scenarioId: afterRegistration._id, campaignId: unopened.campaignId, userId: unopened.userId, runKey: 'registered' };
    const before = await emailHistory(email);
    const forgedPaths = [
      `${version}.${subject}.AAAAAAAAAAAAAAAAAAAAAA`,
      token.slice(0, -2),
      `${token}.x`,
      `${version}.${Buffer.from(`${afterRegistration._id}/${unopened.campaignId}/registered/someone-else`).toString('base64url')}.${token.split('.')[2]}`,
      'o1.%00%ff.%E0%A4%A',
      'x'.repeat(5000),
      '',
      `${token}/again`,
    ];
    for (const path of forgedPaths) await expectTrackingGif(await fetch(`${baseUrl}/api/marketing/opens/${path}`));
    const head = await fetch(real, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), head.headers.get('cache-control')]).toEqual([200, 'image/gif', 'no-store, max-age=0']);
    const post = await fetch(real, { method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await emailHistory(email)).toEqual(before);
    expect((await campaignStats(afterRegistration._id))[1]).toEqual({ sent: 1, opened: 0, failed: 0 });
    // The real token still counts: what was refused above was the forgery, not the email.
    await expectTrackingGif(await fetch(real));
    await eventually(async () => expect((await campaignStats(afterRegistration._id))[1]).toEqual({ sent: 1, opened: 1, failed: 0 }));
  });

  it('mails nobody who did not tick the marketing box, and stops at once for someone who turns the profile switch off', async () => {
    const hello = await template('Xin chào {{name}}', '<p>Chào mừng bạn.</p>');
    const later = await template('Gợi ý khóa học cho {{name}}', '<p>Ba khóa học đang được yêu thích.</p>');
    const welcome = await scenario('Chào mừng (đồng ý nhận email)', { type: 'registered' });
    const [first, second] = [await campaign(welcome._id, hello._id), await campaign(welcome._id, later._id, { delay: { amount: 1, unit: 'days' } })];
    const optedIn = await signUp('Đồng Ý Nhận');
    const declined = await signUp('Không Đồng Ý', false);
    const optedInToken = await verify(optedIn);
    await verify(declined);
    const counted = await api('POST', '/admin/audience/count', asAdmin({ rules: { registeredFrom: '2027-03-12' } }));
    expect(counted).toMatchObject({ status: 200, body: { matched: 2, count: 1 } });

    await mail.waitFor((m) => m.subject === '[QC] Xin chào Đồng Ý Nhận', 15_000);
    const declinedRun = { scenarioId: welcome._id, campaignId: first._id, userId: declined.uid, runKey: 'registered' };
    await eventually(async () => expect(await emailHistory(declinedRun)).toEqual([['CampaignEmailSkipped', 'not_opted_in']]), 15_000);

    // The profile's switch, off: the next step falls due and mails nothing.
    const switched = await api('PUT', '/users/profile/marketing-emails', { token: optedInToken, body: { subscribed: false } });
    expect(switched).toMatchObject({ status: 200, body: { message: 'Bạn sẽ không nhận email marketing nữa.', profile: { marketingEmails: false } } });
    await eventually(async () => expect(await sendQueue().getDelayedCount()).toBeGreaterThanOrEqual(1));
    await timePasses(DAY_MS);
    const optedInRun = { scenarioId: welcome._id, campaignId: second._id, userId: optedIn.uid, runKey: 'registered' };
    await eventually(async () => expect(await emailHistory(optedInRun)).toEqual([['CampaignEmailSkipped', 'not_opted_in']]), 15_000);
    expect(mailsTo(optedIn.email).map((m) => m.subject)).toEqual(['[QC] Xin chào Đồng Ý Nhận']);
    expect(mailsTo(declined.email)).toEqual([]);
    await pause(welcome);
  });

  it('refuses a forged, altered or missing unsubscribe token with a 400 in Vietnamese and records nothing', async () => {
    const person = await verifiedPerson('Trần Thị Bình');
    const before = await events().readStream(`marketing_subscription-${person.uid}`);
    for (const query of ['', '?token=', '?token=u1.abc.def', `?token=u1.${Buffer.from(person.uid).toString('base64url')}.AAAAAAAAAAAAAAAAAAAAAA`, '?token=' + 'x'.repeat(5000)]) {
      for (const method of ['GET', 'POST']) {
        const answer = await fetch(`${baseUrl}/api/marketing/unsubscribe${query}`, { method });
        expect(answer.status).toBe(400);
        expect(await answer.text()).toContain(MARKETING_ERRORS.UNSUBSCRIBE_LINK_INVALID);
      }
    }
    expect(await events().readStream(`marketing_subscription-${person.uid}`)).toEqual(before);
    expect((await fetch(`${baseUrl}/api/marketing/unsubscribe?token=x`, { method: 'PUT' })).status).toBe(405);
  });

  it('broadcasts a manual scenario only when asked by an admin, once per Idempotency-Key', async () => {
    const announcement = await template('Thông báo', '<p>Tin mới.</p>');
    const learner = await verifiedPerson('Lê Văn Cường');
    const registered = await scenario('Đang chạy theo đăng ký', { type: 'registered' });
    const manual = await scenario('Gửi thủ công trống', { type: 'manual' });
    const broadcast = (id: string, token = admin.idToken, key = `gui-${(serial += 1)}`) =>
      api('POST', `/admin/email-scenarios/${id}/broadcast`, { token, headers: { 'Idempotency-Key': key } });
    expect(await broadcast(manual._id)).toMatchObject({ status: 409, body: { code: 'EMAIL_SCENARIO_EMPTY', message: MARKETING_ERRORS.EMAIL_SCENARIO_EMPTY } });
    await campaign(registered._id, announcement._id);
    expect(await broadcast(registered._id)).toMatchObject({ status: 409, body: { code: 'EMAIL_SCENARIO_NOT_MANUAL' } });
    await pause(registered);
    expect(await broadcast('khong-co')).toMatchObject({ status: 404, body: { code: 'EMAIL_SCENARIO_NOT_FOUND' } });
    const learnerToken = (await signedInUser(testApp(), 'student')).idToken;
    expect((await broadcast(manual._id, learnerToken)).status).toBe(403);
    await pause(manual);
    await campaign(manual._id, announcement._id);
    expect(await broadcast(manual._id)).toMatchObject({ status: 409, body: { code: 'EMAIL_SCENARIO_PAUSED', message: MARKETING_ERRORS.EMAIL_SCENARIO_PAUSED } });
    expect(mailsTo(learner.email)).toEqual([]);
  });

  it('loses and duplicates no email of a batch when the app is closed in the middle of it and started again, and escapes names in the headers', async () => {
    const offer = await template('Ưu đãi tháng 3 cho {{name}}', '<p>Chào {{name}}, ưu đãi tháng 3 đã mở.</p>');
    const march = await scenario('Khuyến mãi tháng 3', { type: 'manual' });
    await campaign(march._id, offer._id, { audience: { roles: ['student'] } });
    const people = [await verifiedPerson('An\r\nBcc: nan-nhan@example.vn')];
    for (let i = 1; i < BATCH; i++) people.push(await verifiedPerson(`Học viên số ${i}`));

    const key = { 'Idempotency-Key': `thang-3-${serial}` };
    const started = await api('POST', `/admin/email-scenarios/${march._id}/broadcast`, asAdmin(undefined, key));
    expect(started).toMatchObject({ status: 201, body: { message: MARKETING_MESSAGES.broadcastStarted, scenarioId: march._id } });
    const audience: number = started.body.audience;
    // Every verified, subscribed student: the batch, and the students of the earlier cases.
    expect(audience).toBeGreaterThanOrEqual(BATCH);
    const again = await api('POST', `/admin/email-scenarios/${march._id}/broadcast`, asAdmin(undefined, key));
    expect(again.body.broadcastId).toBe(started.body.broadcastId);

    const isOffer = (m: { subject: string }) => m.subject.startsWith('[QC] Ưu đãi tháng 3 cho');
    const offers = () => mail.list().filter(isOffer);
    await eventually(async () => expect(offers().length).toBeGreaterThanOrEqual(5), 20_000);
    await app.close();
    const beforeRestart = offers().length;
    expect(beforeRestart).toBeLessThan(audience);

    await startApp();
    await eventually(async () => expect(offers().length).toBeGreaterThanOrEqual(audience), 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(offers()).toHaveLength(audience);
    for (const person of people) expect(mailsTo(person.email).filter(isOffer)).toHaveLength(1);
    expect(new Set(offers().map((m) => m.messageId)).size).toBe(audience);
    await eventually(async () => expect(await campaignStats(march._id)).toEqual([{ sent: audience, opened: 0, failed: 0 }]));

    // A name with a line break stays on one line: in the subject, in To, and no Bcc came of it.
    const [hostile] = mailsTo(people[0]!.email);
    expect(hostile!.subject).toBe('[QC] Ưu đãi tháng 3 cho An Bcc: nan-nhan@example.vn');
    expect(hostile!.to).toEqual([`An Bcc: nan-nhan@example.vn <${people[0]!.email}>`]);
    expect(mail.list().filter((m) => m.to.some((to) => to.includes('nan-nhan@example.vn') && !to.includes(people[0]!.email)))).toEqual([]);
  });

  it('sends one email for a job delivered twice, and none for a claim a dead process left unfinished', async () => {
    const note = await template('Ghi chú cho {{name}}', '<p>Một ghi chú.</p>');
    const notes = await scenario('Ghi chú', { type: 'manual' });
    const step = await campaign(notes._id, note._id);
    const [twice, crashed] = [await verifiedPerson('Giao Hai Lần'), await verifiedPerson('Tiến Trình Chết')];
    const position = (await events().readStream(`identity_user-${crashed.uid}`)).at(-1)!.position;
    const job = (userId: string): CampaignEmailJob => ({ scenarioId: notes._id, campaignId: step._id, userId, run: { key: 'thu-cong', at: clock.now().toISOString(), position, values: {} }, dueAt: clock.now().toISOString() });

    // A process claimed this email and died before saying how the send ended.
    const claim = { scenarioId: notes._id, campaignId: step._id, userId: crashed.uid, runKey: 'thu-cong' };
    const metadata = { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: clock.now().toISOString() };
    await events().append(toCampaignEmailStreamId(claim), [{ type: 'CampaignEmailSending', data: { ...claim, attempt: 1, at: clock.now().toISOString() }, metadata }], 'no_stream');

    const queue = app.get(JobQueue);
    await Promise.all([
      queue.enqueue(sendCampaignEmailJob, job(twice.uid), { jobId: `lan-1-${twice.uid}` }),
      queue.enqueue(sendCampaignEmailJob, job(twice.uid), { jobId: `lan-2-${twice.uid}` }),
      queue.enqueue(sendCampaignEmailJob, job(crashed.uid), { jobId: `chet-${crashed.uid}` }),
    ]);
    await eventually(async () => expect(await emailHistory({ ...claim })).toEqual([['CampaignEmailSending', null], ['CampaignEmailFailed', 'unconfirmed']]), 15_000);
    await eventually(async () => expect(await emailHistory({ ...claim, userId: twice.uid })).toEqual([['CampaignEmailSending', null], ['CampaignEmailSent', null]]), 15_000);
    // Of two runs at once one claims and sends; the other finds the claim, is retried, and finds the email sent.
    await eventually(async () => expect(await Promise.all([1, 2].map((n) => sendQueue().getJobState(`lan-${n}-${twice.uid}`)))).toEqual(['completed', 'completed']), 45_000);
    expect(mailsTo(twice.email)).toHaveLength(1);
    expect(mailsTo(crashed.email)).toEqual([]);
    await eventually(async () => expect((await campaignStats(notes._id))[0]).toEqual({ sent: 1, opened: 0, failed: 1 }));
  });

  it('thanks a buyer at once, and reminds of a cart left unpaid two hours later unless it was paid meanwhile', async () => {
    const thanks = await template('Cảm ơn bạn đã mua {{courseTitle}}', '<p>Đơn {{orderCode}}: chúc {{name}} học tốt.</p>');
    const reminder = await template('Đơn {{orderCode}} của bạn chưa thanh toán', '<p>Khóa {{courseTitle}} vẫn đang chờ {{name}}.</p>');
    const bought = await scenario('Sau khi mua', { type: 'course_bought' });
    const unpaid = await scenario('Giỏ hàng bỏ quên', { type: 'cart_unpaid', hours: 2 });
    await campaign(bought._id, thanks._id);
    await campaign(unpaid._id, reminder._id);
    const [forgetful, buyer] = [await verifiedPerson('Người Quên'), await verifiedPerson('Người Mua')];
    const orders = orderCommands(testApp());
    const left = await orders.place(forgetful.uid, [courseItem('u-teacher', 499_000, 'Excel cho người đi làm')]);
    const paid = await orders.place(buyer.uid, [courseItem('u-teacher', 299_000, 'Canva cơ bản')]);
    await orders.pay(paid.orderId, paid.totalAmount);

    const thanked = await mail.waitFor((m) => m.subject === '[QC] Cảm ơn bạn đã mua Canva cơ bản', 15_000);
    expect(thanked.text).toContain(`Đơn ${paid.code}: chúc Người Mua học tốt.`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(forgetful.email)).toEqual([]);

    await timePasses(2 * 60 * 60 * 1000);
    const reminded = await mail.waitFor((m) => m.subject === `[QC] Đơn ${left.code} của bạn chưa thanh toán`, 15_000);
    expect(reminded.to).toEqual([`Người Quên <${forgetful.email}>`]);
    expect(reminded.text).toContain('Khóa Excel cho người đi làm vẫn đang chờ Người Quên.');
    const [paidStep] = (await api('GET', '/admin/email-scenarios', asAdmin())).body.scenarios.find((s: EmailScenario) => s._id === unpaid._id).campaigns as Campaign[];
    await eventually(async () =>
      expect(await emailHistory({ scenarioId: unpaid._id, campaignId: paidStep!._id, userId: buyer.uid, runKey: `order-${paid.orderId}` })).toEqual([['CampaignEmailSkipped', 'trigger_ended']]),
    );
    // The buyer's receipt is commerce's; of the adverts, only the thanks.
    expect(mailsTo(buyer.email).map((m) => m.subject).filter((subject) => subject.startsWith('[QC]'))).toEqual(['[QC] Cảm ơn bạn đã mua Canva cơ bản']);
    await pause(bought);
    await pause(unpaid);
  });

  it('mails no one more than three advertising emails in 24 hours: the fourth waits for a free slot', async () => {
    const flash = await template('Flash sale {{name}}', '<p>Giảm giá trong giờ vàng.</p>');
    const teacher = await verifiedPerson('Giảng Viên Bận', 'instructor');
    const sales = [];
    for (let i = 0; i < 4; i++) {
      const sale = await scenario(`Giờ vàng ${i}`, { type: 'manual' });
      await campaign(sale._id, flash._id, { audience: { roles: ['instructor'] } });
      sales.push(sale);
    }
    for (const sale of sales) {
      expect((await api('POST', `/admin/email-scenarios/${sale._id}/broadcast`, asAdmin(undefined, { 'Idempotency-Key': `gio-vang-${sale._id}` }))).status).toBe(201);
    }
    await eventually(async () => expect(mailsTo(teacher.email)).toHaveLength(3), 20_000);
    await eventually(async () => expect(await sendQueue().getDelayedCount()).toBeGreaterThanOrEqual(1), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(teacher.email)).toHaveLength(3);
    await timePasses(DAY_MS);
    await eventually(async () => expect(mailsTo(teacher.email)).toHaveLength(4), 15_000);
  });

  it("names the academy an admin saved in /admin/settings/site as the sender, as the site's footer does", async () => {
    const profile = {
      hotline: '0901 234 567',
      email: 'hotro@hocvien.vn',
      address: 'Tầng 8, 45 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
      companyName: 'Công ty TNHH Học viện Marketing Thực Chiến',
      businessCode: '0316789012',
      issuedBy: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
      issuedOn: '2021-03-15',
      emailSenderName: 'Học viện Thực Chiến',
    };
    expect((await api('PUT', '/admin/settings/site', asAdmin(profile))).status).toBe(200);
    const news = await template('Bản tin {{name}}', '<p>Tin mới của tháng.</p>');
    const newsletter = await scenario('Bản tin tháng', { type: 'manual' });
    await campaign(newsletter._id, news._id, { audience: { roles: ['instructor'] } });
    const reader = await verifiedPerson('Người Đọc Bản Tin', 'instructor');
    expect((await api('POST', `/admin/email-scenarios/${newsletter._id}/broadcast`, asAdmin(undefined, { 'Idempotency-Key': `ban-tin-${serial}` }))).status).toBe(201);
    const mailed = await mail.waitFor((m) => m.subject === '[QC] Bản tin Người Đọc Bản Tin', 15_000);
    expect(mailed.text).toContain(`Học viện Thực Chiến · Tầng 8, 45 Lê Lợi, Quận 1, TP. Hồ Chí Minh · Hotline: 0901234567 · ${WEB_URL}`);
    expect(mailsTo(reader.email)).toHaveLength(1);
    // The unsubscribe page the mail links to names the same sender.
    const page = await (await fetch(unsubscribeLinkIn(mailed))).text();
    expect(page).toContain('Học viện Thực Chiến');
    expect(page).toContain('Hotline: 0901234567');
    await pause(newsletter);
  });
});
