import { DISCOUNT_MESSAGES } from '@academy/contracts';
import { join } from 'path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { catalogueCourseRows } from '../backend/src/modules/catalogue/read-models/course-catalogue/course-catalogue.read-model';
import { READ_STORE, ReadStore } from '../backend/src/platform/read-store/read-store.port';
import { signedInUser } from '../backend/test/support/accounts';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { DESKTOP, launchBrowser, MOBILE, screenshot, signInAtAdminLogin } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');

describe('discount codes in the browser (/admin/discounts)', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
    admin = await signedInUser(app, 'admin');
    await onSale();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** What a code can apply to: a real tool with a plan (as the admin's tools form makes it), and a published course. */
  async function onSale(): Promise<void> {
    const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4f46e5' } }).png().toBuffer();
    const body = new FormData();
    const plans = [{ name: 'Gói 1 tháng', price: 199_000, durationDays: 30 }];
    body.set('data', JSON.stringify({ name: 'Phần mềm Seeding', description: 'Tự động tương tác.', delivery: 'Mã kích hoạt gửi qua email.', plans }));
    body.set('thumbnail', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'anh.png');
    const tool = await fetch(`${app.baseUrl}/api/tools`, { method: 'POST', body, headers: { Authorization: `Bearer ${admin.idToken}` } });
    expect(tool.status).toBe(201);
    // Publishing a course takes an instructor, videos and a review (courses.e2e-spec.ts); here only its card matters.
    await catalogueCourseRows(app.app.get<ReadStore>(READ_STORE)).upsert({
      id: 'khoa-hoc-facebook',
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
  }

  async function discountsPage(viewport = DESKTOP): Promise<Page> {
    const page = await browser.newPage({ viewport, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
    await signInAtAdminLogin(page, app.baseUrl, admin);
    await page.goto(`${app.baseUrl}/admin/discounts`);
    await page.locator('[data-testid="discounts-empty"], [data-testid="discounts-table"]').first().waitFor();
    return page;
  }

  const rowOf = (page: Page, code: string) => page.locator(`[data-testid="discount-row"][data-code="${code}"]`);

  it('an admin creates a code for a tool plan, edits it, switches it off and deletes it', async () => {
    const page = await discountsPage();
    await page.click('[data-testid="discount-create"]');
    const form = page.locator('[data-testid="discount-form"]');
    await page.click('[data-testid="discount-submit"]');
    await form.getByText(DISCOUNT_MESSAGES.codeAndValueRequired).first().waitFor();

    await page.click('[data-testid="discount-generate"]');
    expect(await form.locator('input[name="code"]').inputValue()).toMatch(/^[A-Z0-9]{10}$/);
    await form.locator('input[name="code"]').fill('');
    await form.locator('input[name="code"]').pressSequentially('tet2027');
    expect(await form.locator('input[name="code"]').inputValue()).toBe('TET2027');
    await form.locator('input[name="value"]').fill('15');
    await form.locator('input[name="expiresOn"]').fill('2099-02-01');
    await form.locator('input[name="usageLimit"]').fill('100');
    await page.selectOption('[data-testid="discount-scope-select"]', 'specific_tools');
    const plans = page.getByTestId('discount-plans');
    await plans.getByText('Phần mềm Seeding — Gói 1 tháng').click();
    await screenshot(page, 'admin-discounts-modal-desktop');
    await page.click('[data-testid="discount-submit"]');
    await page.getByText(DISCOUNT_MESSAGES.created).first().waitFor();

    const row = rowOf(page, 'TET2027');
    await row.waitFor();
    expect(await row.getByTestId('discount-value').innerText()).toBe('15%');
    expect(await row.getByTestId('discount-usage').innerText()).toBe('0 / 100');
    expect(await row.getByTestId('discount-expiry').innerText()).toBe('01/02/2099');
    expect(await row.getByTestId('discount-scope').innerText()).toBe('1 gói phần mềm');
    expect(await row.getByTestId('discount-status').innerText()).toBe('Hoạt động');

    // A second code, for every product and without a limit, lands on top.
    await page.click('[data-testid="discount-create"]');
    await form.locator('input[name="code"]').fill('FREESHIP');
    await page.selectOption('[data-testid="discount-type"]', 'fixed_amount');
    await form.locator('input[name="value"]').fill('50.000');
    await page.click('[data-testid="discount-submit"]');
    await rowOf(page, 'FREESHIP').waitFor();
    expect(await page.getByTestId('discount-code').allInnerTexts()).toEqual(['FREESHIP', 'TET2027']);
    expect(await rowOf(page, 'FREESHIP').getByTestId('discount-usage').innerText()).toBe('0 / ∞');
    expect(await rowOf(page, 'FREESHIP').getByTestId('discount-value').innerText()).toMatch(/^50\.000\s₫$/);
    await screenshot(page, 'admin-discounts-desktop');

    await row.getByTestId('discount-edit').click();
    expect(await form.locator('input[name="code"]').inputValue()).toBe('TET2027');
    await form.locator('input[name="value"]').fill('20');
    await page.selectOption('[data-testid="discount-scope-select"]', 'specific_courses');
    await page.getByTestId('discount-courses').getByText('Quảng cáo Facebook thực chiến').click();
    await page.click('[data-testid="discount-submit"]');
    await page.getByText(DISCOUNT_MESSAGES.updated).first().waitFor();
    await row.getByText('20%').waitFor();
    expect(await row.getByTestId('discount-scope').innerText()).toBe('1 khóa học');

    await row.getByTestId('discount-toggle').click({ force: true });
    await page.getByText(DISCOUNT_MESSAGES.deactivated).first().waitFor();
    await row.getByText('Không hoạt động').waitFor();

    await row.getByTestId('discount-delete').click();
    const dialog = page.getByTestId('discount-delete-dialog');
    await dialog.getByText('Xác nhận Xóa').waitFor();
    await dialog.getByTestId('confirm-button').click();
    await page.getByText(DISCOUNT_MESSAGES.deleted).first().waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await page.getByTestId('discount-code').allInnerTexts()).toEqual(['FREESHIP']);
    await page.close();
  });

  it('fits a phone: the list and the form', async () => {
    const phone = await discountsPage(MOBILE);
    const overflow = () => phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await rowOf(phone, 'FREESHIP').waitFor();
    await screenshot(phone, 'admin-discounts-mobile');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await phone.click('[data-testid="discount-create"]');
    await phone.selectOption('[data-testid="discount-scope-select"]', 'specific_tools');
    await phone.getByTestId('discount-plans').getByText('Phần mềm Seeding — Gói 1 tháng').waitFor();
    await screenshot(phone, 'admin-discounts-modal-mobile');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await phone.close();
  });
});
