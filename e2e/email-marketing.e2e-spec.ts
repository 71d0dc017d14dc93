import { ERROR_MESSAGES, MARKETING_MESSAGES, SAMPLE_TEMPLATE_VALUES } from '@academy/contracts';
import { mkdirSync } from 'fs';
import { join } from 'path';
import type { Browser, Locator, Page } from 'playwright-core';
import { catalogueCourseRows } from '../backend/src/modules/catalogue/read-models/course-catalogue/course-catalogue.read-model';
import { READ_STORE, ReadStore } from '../backend/src/platform/read-store/read-store.port';
import { signedInUser } from '../backend/test/support/accounts';
import { apiClient } from '../backend/test/support/http-client';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { DESKTOP, launchBrowser, MOBILE, SCREENSHOTS, signInAtAdminLogin } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');
/** Where the screenshots of these screens go (MARKETING_SCREENS to keep them elsewhere). */
const SCREENS = process.env.MARKETING_SCREENS ?? join(SCREENSHOTS, 'marketing');

describe('email marketing in the browser (/admin/email-templates, /admin/email-campaigns)', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
    admin = await signedInUser(app, 'admin');
    // Three learners and an instructor who ticked the marketing email box at sign-up: the audience count has someone to count.
    for (const role of ['student', 'student', 'student', 'instructor'] as const) await signedInUser(app, role, { marketingEmails: true });
    // And a learner who did not: matched by the rules, never counted among those a campaign may mail.
    await signedInUser(app, 'student', { marketingEmails: false });
    // A course on sale for the course trigger's list; publishing one takes a review (courses.e2e-spec.ts).
    await catalogueCourseRows(app.app.get<ReadStore>(READ_STORE)).upsert({
      id: 'khoa-facebook',
      slug: 'quang-cao-facebook',
      title: 'Quảng cáo Facebook thực chiến',
      shortDescription: '',
      thumbnailUrl: null,
      level: 'beginner',
      categoryId: null,
      price: 1_290_000,
      originalPrice: null,
      instructorId: 'giang-vien-1',
      duration: 0,
      totalLectures: 0,
      enrolledStudents: 0,
      rating: null,
      reviewsCount: 0,
      publishedAt: new Date().toISOString(),
      searchText: 'Quảng cáo Facebook thực chiến',
    });
    page = await browser.newPage({ viewport: DESKTOP, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
    await signInAtAdminLogin(page, app.baseUrl, admin);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const api = () => apiClient(app.baseUrl);
  /** A dialog is pictured as the viewport shows it: a whole-page picture would cut the fixed overlay apart. */
  const shot = (target: Page, name: string, fullPage = true) => target.screenshot({ path: join(SCREENS, `${name}.png`), fullPage });
  const toast = (text: string) => page.getByText(text).first().waitFor();
  const sideways = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const card = (name: string): Locator => page.locator('[data-testid="scenario-card"]').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const stepsOf = (name: string) => card(name).getByTestId('campaign-name').allInnerTexts();
  const step = (name: string): Locator => page.locator('[data-testid="campaign-item"]').filter({ has: page.getByTestId('campaign-name').getByText(name, { exact: true }) });

  async function createTemplate(name: string, subject: string, body: string) {
    await page.click('[data-testid="template-create"]');
    const form = page.getByTestId('template-form');
    await form.locator('input[name="name"]').fill(name);
    await form.locator('input[name="subject"]').fill(subject);
    await form.locator('textarea[name="body"]').fill(body);
    await page.click('[data-testid="template-submit"]');
    await page.getByTestId('template-row').filter({ hasText: name }).waitFor();
  }

  it('an admin writes a template with the variable picker, previews it with a hostile sample name shown as text, and saves it at the top', async () => {
    await page.goto(`${app.baseUrl}/admin/email-templates`);
    await page.getByTestId('templates-empty').waitFor();
    await page.click('[data-testid="template-create"]');
    const form = page.getByTestId('template-form');
    await form.locator('input[name="name"]').fill('Chào mừng thành viên mới');
    const body = form.locator('textarea[name="body"]');
    await body.fill('<p>Xin chào <b>, cảm ơn bạn đã đăng ký.</b></p>');
    // The cursor after "Xin chào <b>": the picker puts {{name}} there.
    await body.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(15, 15));
    await page.click('[data-testid="template-variable-name"]');
    expect(await body.inputValue()).toBe('<p>Xin chào <b>{{name}}, cảm ơn bạn đã đăng ký.</b></p>');

    const preview = page.frameLocator('[data-testid="template-preview-frame"]');
    await preview.getByText(`Xin chào ${SAMPLE_TEMPLATE_VALUES.name}, cảm ơn bạn đã đăng ký.`).waitFor();
    expect(await page.getByTestId('template-preview-subject').innerText()).toBe(`Chào ${SAMPLE_TEMPLATE_VALUES.name},`);
    expect(await page.getByTestId('template-preview-frame').getAttribute('sandbox')).toBe('');

    // A learner named like markup reads as written: escaped into the frame, never markup.
    await page.locator('details.em-sample summary').click();
    await page.getByTestId('template-sample-name').fill('<i>An</i>');
    await preview.getByText('Xin chào <i>An</i>, cảm ơn bạn đã đăng ký.').waitFor();
    expect(await preview.locator('i').count()).toBe(0);
    expect(await page.getByTestId('template-preview-subject').innerText()).toBe('Chào <i>An</i>,');
    await shot(page, 'email-template-editor-desktop', false);

    // An unknown variable is named at once and refused on save, in Vietnamese.
    await body.fill('<p>Chào {{ten}}</p>');
    await page.getByTestId('template-preview-problem').getByText('Biến không được hỗ trợ: {{ten}}', { exact: false }).waitFor();
    await page.click('[data-testid="template-submit"]');
    await page.getByTestId('template-error-body').waitFor();
    await body.fill('<p>Xin chào <b>{{name}}</b>, cảm ơn bạn đã đăng ký.</p>');
    await page.click('[data-testid="template-submit"]');
    await toast(MARKETING_MESSAGES.templateCreated);

    await createTemplate('Mẹo học tập', 'Mẹo cho {{name}}: học đều mỗi ngày', '<p>{{name}} ơi, mỗi ngày 20 phút là đủ.</p><p><a href="{{siteUrl}}">Vào học</a></p>');
    await createTemplate('Mẫu nháp', 'Nháp', '<p>Nháp</p>');
    expect(await page.getByTestId('template-name').allInnerTexts()).toEqual(['Mẫu nháp', 'Mẹo học tập', 'Chào mừng thành viên mới']);
  });

  it("builds 'after registration' with two campaigns, the second a day later, and sees the audience count", async () => {
    await page.goto(`${app.baseUrl}/admin/email-campaigns`);
    await page.getByTestId('scenarios-empty').waitFor();

    await page.click('[data-testid="scenario-create"]');
    await page.getByTestId('scenario-form').locator('input[name="name"]').fill('Sau khi đăng ký');
    await page.click('[data-testid="scenario-submit"]');
    await toast(MARKETING_MESSAGES.scenarioCreated);
    await card('Sau khi đăng ký').getByText('Sau khi đăng ký tài khoản').waitFor();

    await card('Sau khi đăng ký').getByTestId('campaign-create').click();
    let form = page.getByTestId('campaign-form');
    await form.locator('input[name="name"]').fill('Chào mừng');
    await form.getByTestId('campaign-template').selectOption({ label: 'Chào mừng thành viên mới' });
    await form.getByTestId('campaign-from-trigger').check();
    // Everyone signed up (the admin, four learners and an instructor); mailable: the four who opted in.
    await page.getByTestId('audience-count-value').getByText('4', { exact: true }).waitFor();
    expect(await page.getByTestId('audience-matched-value').innerText()).toBe('6');
    await page.click('[data-testid="campaign-submit"]');
    await toast(MARKETING_MESSAGES.campaignCreated);

    await card('Sau khi đăng ký').getByTestId('campaign-create').click();
    form = page.getByTestId('campaign-form');
    await form.locator('input[name="name"]').fill('Mẹo học');
    await form.getByTestId('campaign-template').selectOption({ label: 'Mẹo học tập' });
    await form.getByTestId('campaign-delay').fill('1');
    await form.getByTestId('campaign-delay-unit').selectOption('days');
    await form.getByTestId('audience-role-student').check();
    await form.getByTestId('audience-emailVerified').selectOption('true');
    // The count follows the rules, as the API counts them.
    await page.getByTestId('audience-count-value').getByText('3', { exact: true }).waitFor();
    const counted = await api()('POST', '/admin/audience/count', { token: admin.idToken, body: { rules: { roles: ['student'], emailVerified: true } } });
    expect(counted.body).toEqual({ count: 3, matched: 4 });
    expect(await page.getByTestId('audience-matched-value').innerText()).toBe('4');
    await shot(page, 'email-campaign-form-desktop', false);
    await page.click('[data-testid="campaign-submit"]');
    await page.getByTestId('campaign-form').waitFor({ state: 'detached' });

    expect(await stepsOf('Sau khi đăng ký')).toEqual(['Chào mừng', 'Mẹo học']);
    expect(await step('Chào mừng').getByTestId('campaign-delay-text').innerText()).toBe('Gửi ngay khi kịch bản kích hoạt');
    expect(await step('Mẹo học').getByTestId('campaign-delay-text').innerText()).toBe('Sau 1 ngày kể từ bước trước');
    expect(await step('Mẹo học').getByTestId('campaign-audience').innerText()).toContain('Vai trò: Học viên');
    const listed = await api()('GET', '/admin/email-scenarios', { token: admin.idToken });
    expect(listed.body.scenarios[0].campaigns.map((c: { name: string; delay: unknown; order: number }) => [c.name, c.delay, c.order])).toEqual([
      ['Chào mừng', { amount: 0, unit: 'days' }, 1],
      ['Mẹo học', { amount: 1, unit: 'days' }, 2],
    ]);
  });

  it('moves a campaign to another scenario by drag and drop and back with the buttons, and reorders', async () => {
    await page.click('[data-testid="scenario-create"]');
    const form = page.getByTestId('scenario-form');
    await form.locator('input[name="name"]').fill('Sau khi mua khóa học');
    await form.getByTestId('scenario-trigger').selectOption('course_bought');
    await form.getByTestId('scenario-courses').getByText('Quảng cáo Facebook thực chiến').click();
    await page.click('[data-testid="scenario-submit"]');
    await card('Sau khi mua khóa học').getByText('Sau khi mua khóa học (1 khóa học đã chọn)').waitFor();

    await step('Mẹo học').dragTo(card('Sau khi mua khóa học'));
    await toast(MARKETING_MESSAGES.campaignMoved);
    await card('Sau khi mua khóa học').getByText('Mẹo học', { exact: true }).waitFor();
    expect(await stepsOf('Sau khi đăng ký')).toEqual(['Chào mừng']);
    await shot(page, 'email-campaigns-moved-desktop');

    // Back with the keyboard's controls: the step lands after the last one there.
    await step('Mẹo học').getByTestId('campaign-move-target').selectOption({ label: 'Sau khi đăng ký' });
    await step('Mẹo học').getByTestId('campaign-move').click();
    await card('Sau khi đăng ký').getByText('Mẹo học', { exact: true }).waitFor();
    expect(await stepsOf('Sau khi đăng ký')).toEqual(['Chào mừng', 'Mẹo học']);
    await card('Sau khi mua khóa học').getByTestId('scenario-empty').waitFor();

    await step('Mẹo học').getByTestId('campaign-up').click();
    await page.waitForFunction(() => !document.querySelector('.em-step.is-busy'));
    expect(await stepsOf('Sau khi đăng ký')).toEqual(['Mẹo học', 'Chào mừng']);
    await step('Chào mừng').dragTo(step('Mẹo học'));
    await page.waitForFunction(() => !document.querySelector('.em-step.is-busy'));
    expect(await stepsOf('Sau khi đăng ký')).toEqual(['Chào mừng', 'Mẹo học']);
    await page.reload();
    await card('Sau khi đăng ký').getByTestId('campaign-item').first().waitFor();
    expect(await stepsOf('Sau khi đăng ký')).toEqual(['Chào mừng', 'Mẹo học']);
  });

  it("shows the server's 409 when another admin moved the campaign first, and reloads", async () => {
    const registration = await card('Sau khi đăng ký').getAttribute('data-scenario-id');
    const bought = await card('Sau khi mua khóa học').getAttribute('data-scenario-id');
    const welcome = await step('Chào mừng').getAttribute('data-campaign-id');
    const other = await api()('POST', '/admin/email-scenarios', { token: admin.idToken, body: { name: 'Nhắc thanh toán', trigger: { type: 'cart_unpaid', hours: 24 } } });
    // Behind this page's back: the other scenario, and the step moved into it.
    const moved = await api()('PUT', `/admin/marketing-campaigns/${welcome}/scenario`, { token: admin.idToken, body: { oldScenarioId: registration, newScenarioId: other.body.scenario._id } });
    expect(moved.status).toBe(200);

    await step('Chào mừng').getByTestId('campaign-move-target').selectOption(bought!);
    await step('Chào mừng').getByTestId('campaign-move').click();
    await toast(ERROR_MESSAGES.MARKETING_CAMPAIGN_MOVED);
    await card('Nhắc thanh toán').getByText('Chào mừng', { exact: true }).waitFor();
    expect(await stepsOf('Sau khi đăng ký')).toEqual(['Mẹo học']);
    expect(await stepsOf('Sau khi mua khóa học')).toEqual([]);
  });

  it('sends a manual scenario now, after asking', async () => {
    await page.click('[data-testid="scenario-create"]');
    const form = page.getByTestId('scenario-form');
    await form.locator('input[name="name"]').fill('Thông báo khóa học mới');
    await form.getByTestId('scenario-trigger').selectOption('manual');
    await page.click('[data-testid="scenario-submit"]');
    const manual = card('Thông báo khóa học mới');
    expect(await manual.getByTestId('scenario-broadcast').isDisabled()).toBe(true);
    await manual.getByTestId('campaign-create').click();
    const step = page.getByTestId('campaign-form');
    await step.locator('input[name="name"]').fill('Ra mắt khóa học');
    await step.getByTestId('campaign-template').selectOption({ label: 'Mẹo học tập' });
    await page.click('[data-testid="campaign-submit"]');
    await manual.getByText('Ra mắt khóa học', { exact: true }).waitFor();

    await manual.getByTestId('scenario-broadcast').click();
    const dialog = page.getByTestId('scenario-broadcast-dialog');
    await dialog.getByText('Ra mắt khóa học').waitFor();
    await dialog.getByTestId('confirm-button').click();
    // Everyone who can be mailed: the three learners and the instructor who opted in (not the admin, nor the learner who did not).
    await toast(`${MARKETING_MESSAGES.broadcastStarted} (4 người nhận)`);
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows a mail as opened once its image is fetched, twice fetched still one open, with the open rate', async () => {
    // The mails as the local inbox holds them (its JSON API), each with its open-tracking image.
    const inbox = async <T,>(path: string): Promise<T> => (await fetch(`${app.mail.webUrl}/api/messages${path}`)).json() as Promise<T>;
    // The broadcast's recipients: the four who opted in.
    const RECIPIENTS = 4;
    const OPENED_ONCE = 'Đã gửi 4Đã mở 1 (25%)Lỗi 0';
    let sent: { id: string; subject: string }[] = [];
    for (let tries = 0; tries < 100 && sent.length < RECIPIENTS; tries++) {
      sent = (await inbox<{ messages: { id: string; subject: string }[] }>('')).messages.filter((m) => m.subject.startsWith('[QC] Mẹo cho'));
      if (sent.length < RECIPIENTS) await page.waitForTimeout(200);
    }
    expect(sent).toHaveLength(RECIPIENTS);
    const { html } = await inbox<{ html: string }>(`/${encodeURIComponent(sent[0]!.id)}`);
    const src = /<img src="([^"]*\/api\/marketing\/opens\/[^"]*)" width="1" height="1" alt=""/.exec(html)?.[1];
    expect(src).toBeDefined();
    const pixel = `${app.baseUrl}${new URL(src!).pathname}`;
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(pixel);
      expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'image/gif']);
    }

    const stats = () => card('Thông báo khóa học mới').getByTestId('campaign-stats');
    let shown = '';
    for (let tries = 0; tries < 30 && shown !== OPENED_ONCE; tries++) {
      await page.goto(`${app.baseUrl}/admin/email-campaigns`);
      await stats().waitFor();
      shown = (await stats().textContent()) ?? '';
      if (shown !== OPENED_ONCE) await page.waitForTimeout(300);
    }
    expect(shown).toBe(OPENED_ONCE);
    expect(await card('Thông báo khóa học mới').getByTestId('campaign-opened').innerText()).toBe('1');
    expect(await page.getByTestId('open-rate-note').innerText()).toContain('Số email đã mở là ước tính');
    for (const [viewport, width] of [
      [{ width: 1366, height: 900 }, '1366'],
      [MOBILE, '390'],
    ] as const) {
      await page.setViewportSize(viewport);
      await stats().scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await shot(page, `email-campaigns-opened-${width}`);
      await shot(page, `email-campaigns-opened-${width}-viewport`, false);
    }
    await page.setViewportSize(DESKTOP);
  });

  it("refuses to delete a template a campaign sends, with the server's message, and deletes an unused one", async () => {
    await page.goto(`${app.baseUrl}/admin/email-templates`);
    const row = (name: string) => page.getByTestId('template-row').filter({ hasText: name });
    await row('Mẹo học tập').getByTestId('template-delete').click();
    const dialog = page.getByTestId('template-delete-dialog');
    await dialog.getByText('Xác nhận Xóa').waitFor();
    await dialog.getByTestId('confirm-button').click();
    await dialog.getByTestId('template-delete-error').getByText(ERROR_MESSAGES.EMAIL_TEMPLATE_IN_USE).waitFor();
    await dialog.getByRole('button', { name: 'Hủy' }).click();

    await row('Mẫu nháp').getByTestId('template-delete').click();
    await dialog.getByTestId('confirm-button').click();
    await toast(MARKETING_MESSAGES.templateDeleted);
    await row('Mẫu nháp').waitFor({ state: 'detached' });
    expect(await page.getByTestId('template-name').allInnerTexts()).toEqual(['Mẹo học tập', 'Chào mừng thành viên mới']);
  });

  it('fits a phone and a desktop: both pages, at 390 and 1280 pixels', async () => {
    for (const [path, name, ready] of [
      ['/admin/email-templates', 'email-templates', 'templates-table'],
      ['/admin/email-campaigns', 'email-campaigns', 'scenario-card'],
    ] as const) {
      for (const [viewport, width] of [
        [DESKTOP, 'desktop'],
        [MOBILE, 'mobile'],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(`${app.baseUrl}${path}`);
        await page.getByTestId(ready).first().waitFor();
        await page.waitForTimeout(300);
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        await shot(page, `${name}-${width}`);
      }
    }
    // The forms on a phone.
    await page.getByTestId('campaign-edit').first().click();
    await page.getByTestId('audience-count-value').waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'email-campaign-form-mobile', false);
    await page.getByTestId('audience-count').scrollIntoViewIfNeeded();
    await shot(page, 'email-campaign-form-count-mobile', false);
    await page.goto(`${app.baseUrl}/admin/email-templates`);
    await page.getByTestId('template-edit').first().click();
    await page.frameLocator('[data-testid="template-preview-frame"]').getByText('Vào học').waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'email-template-editor-mobile', false);
    await page.getByTestId('template-preview').scrollIntoViewIfNeeded();
    await shot(page, 'email-template-preview-mobile', false);
    await page.setViewportSize(DESKTOP);
  });
});
