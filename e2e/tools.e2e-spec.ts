import { TOOL_MESSAGES } from '@academy/contracts';
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { signedInUser } from '../backend/test/support/accounts';
import { startTestApp, TestApp } from '../backend/test/support/test-app';
import { DESKTOP, launchBrowser, MOBILE, screenshot, signInAtAdminLogin } from './browser';

const WEB_DIST = process.env.WEB_DIST ?? join(__dirname, '..', 'frontend', 'dist');

/** A picture as an admin would pick it: a coloured card with a headline, written to a temp file. */
async function pictureFile(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs>
    <rect width="1200" height="750" fill="url(#g)"/>
    <rect x="120" y="180" width="960" height="390" rx="36" fill="#ffffff" fill-opacity="0.16"/>
    <circle cx="300" cy="375" r="110" fill="#ffffff" fill-opacity="0.9"/>
    <rect x="470" y="310" width="480" height="44" rx="22" fill="#ffffff"/>
    <rect x="470" y="390" width="340" height="36" rx="18" fill="#ffffff" fill-opacity="0.7"/>
  </svg>`;
  const path = join(mkdtempSync(join(tmpdir(), 'tool-picture-')), 'fanpage.png');
  writeFileSync(path, await sharp(Buffer.from(svg)).png().toBuffer());
  return path;
}

describe('tools in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let picture: string;

  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST });
    browser = await launchBrowser();
    admin = await signedInUser(app, 'admin');
    picture = await pictureFile();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function adminPage(viewport = DESKTOP): Promise<Page> {
    const page = await browser.newPage({ viewport, locale: 'vi-VN' });
    await signInAtAdminLogin(page, app.baseUrl, admin);
    await page.goto(`${app.baseUrl}/admin/tools`);
    await page.locator('[data-testid="admin-tools-empty"], [data-testid="admin-tools-table"]').first().waitFor();
    return page;
  }

  async function fillPlan(page: Page, index: number, name: string, price: string, lifetime: boolean) {
    const row = page.locator('[data-testid="plan-row"]').nth(index);
    await row.locator('[data-testid="plan-name"]').fill(name);
    await row.locator('[data-testid="plan-price"]').fill(price);
    if (lifetime) await row.locator('[data-testid="plan-duration"]').selectOption('lifetime');
  }

  it('an admin creates a tool with two plans and a picture; a visitor finds it without diacritics and opens its page', async () => {
    const page = await adminPage();
    await page.click('[data-testid="tool-create"]');
    const form = page.locator('[data-testid="tool-form"]');
    await page.click('[data-testid="tool-submit"]');
    await form.getByText('Vui lòng nhập tên phần mềm.').waitFor();
    await form.locator('input[name="name"]').fill('Phần mềm Quản lý Fanpage');
    await form.locator('textarea[name="description"]').fill('Lên lịch bài viết, trả lời bình luận tự động và theo dõi đơn hàng trên nhiều fanpage cùng lúc.');
    await form.locator('textarea[name="delivery"]').fill('Tài khoản kích hoạt gửi qua email trong 24 giờ.');
    await page.setInputFiles('[data-testid="tool-thumbnail-input"]', picture);
    await page.locator('[data-testid="tool-thumbnail-preview"]').waitFor();
    await fillPlan(page, 0, 'Gói 1 tháng', '199000', false);
    await page.click('[data-testid="plan-add"]');
    await fillPlan(page, 1, 'Trọn đời', '1490000', true);
    await screenshot(page, 'admin-tools-form-desktop');
    await page.click('[data-testid="tool-submit"]');
    await page.getByText(TOOL_MESSAGES.created).first().waitFor();
    const row = page.locator('[data-testid="admin-tool-row"][data-tool-slug="phan-mem-quan-ly-fanpage"]');
    await row.waitFor();
    expect(await row.locator('[data-testid="admin-tool-plan"]').count()).toBe(2);
    await screenshot(page, 'admin-tools-desktop');
    await page.close();

    const visitor = await browser.newPage({ viewport: DESKTOP, locale: 'vi-VN' });
    await visitor.goto(`${app.baseUrl}/tools`);
    await visitor.getByRole('heading', { name: TOOL_MESSAGES.catalogueTitle }).waitFor();
    await visitor.fill('[data-testid="tool-search"]', 'quan ly fanpage');
    const card = visitor.locator('[data-testid="tool-card"][data-tool-slug="phan-mem-quan-ly-fanpage"]');
    await card.waitFor();
    expect(await card.locator('[data-testid="tool-card-price"]').innerText()).toMatch(/^từ 199\.000\s₫$/);
    await visitor.fill('[data-testid="tool-search"]', 'khong co phan mem nay');
    await visitor.getByText(TOOL_MESSAGES.catalogueEmpty).waitFor();
    await visitor.fill('[data-testid="tool-search"]', 'fanpage');
    await card.waitFor();
    await screenshot(visitor, 'tools-desktop');

    await card.click();
    await visitor.waitForURL('**/tools/phan-mem-quan-ly-fanpage');
    await visitor.getByTestId('tool-name').waitFor();
    expect(await visitor.getByTestId('tool-name').innerText()).toBe('Phần mềm Quản lý Fanpage');
    expect(await visitor.getByTestId('tool-plan-name').allInnerTexts()).toEqual(['Gói 1 tháng', 'Trọn đời']);
    expect(await visitor.getByTestId('tool-plan-duration').allInnerTexts()).toEqual(['30 ngày']);
    await visitor.getByTestId('tool-plan').nth(1).click();
    expect(await visitor.getByTestId('tool-selected-price').innerText()).toContain('1.490.000');
    expect(await visitor.locator('.tool-purchase [data-testid="buy-now"]').isEnabled()).toBe(true);
    expect(await visitor.locator('.tool-page-media img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(800);
    await screenshot(visitor, 'tool-detail-desktop');
    await visitor.close();
  });

  it('fits a phone: the catalogue and the tool page', async () => {
    const phone = await browser.newPage({ viewport: MOBILE, locale: 'vi-VN' });
    const overflow = () => phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await phone.goto(`${app.baseUrl}/tools`);
    await phone.locator('[data-testid="tool-card"]').first().waitFor();
    await screenshot(phone, 'tools-mobile');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await phone.goto(`${app.baseUrl}/tools/phan-mem-quan-ly-fanpage`);
    await phone.getByTestId('tool-plan').first().waitFor();
    await screenshot(phone, 'tool-detail-mobile');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await phone.close();
  });

  it('fits a phone: /admin/tools', async () => {
    const page = await adminPage(MOBILE);
    await page.locator('[data-testid="admin-tools-table"]').waitFor();
    await screenshot(page, 'admin-tools-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.close();
  });
});
