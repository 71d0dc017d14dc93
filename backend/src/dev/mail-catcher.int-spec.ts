import { mkdtemp, readdir, rm } from 'fs/promises';
import { tmpdir } from 'os';
import { join } from 'path';
import { SmtpMailer } from '../platform/mail/smtp-mailer';
import { MailCatcher, type CaughtMail } from './mail-catcher';

/** The app's own adapter, pointed at the catcher as `npm start` points it. */
const mailerFor = (catcher: MailCatcher) =>
  new SmtpMailer({ host: '127.0.0.1', port: catcher.smtpPort, secure: false, requireTls: false, from: 'Học viện <no-reply@hocvien.local>', timeoutMs: 2000 });

const receipt = (key: string, subject = 'Biên nhận đơn hàng DH1023400007') => ({
  key,
  to: { address: 'hocvien@example.vn', name: 'Nguyễn Văn Học' },
  subject,
  text: 'Tổng cộng: 538.200 ₫',
  html: '<p>Tổng cộng: <strong>538.200 ₫</strong></p><script>parent.document.title = "owned"</script>',
});

describe('the local mail catcher', () => {
  let catcher: MailCatcher;
  let mailer: SmtpMailer;

  beforeEach(async () => {
    catcher = await MailCatcher.start();
    mailer = mailerFor(catcher);
  });
  afterEach(async () => {
    await mailer.close();
    await catcher.stop();
  });

  const api = (path: string, init?: RequestInit) => fetch(`${catcher.webUrl}${path}`, init);

  it('keeps what is sent over SMTP and gives it back over its JSON API, newest first', async () => {
    await mailer.send(receipt('receipt.o1', 'Thư thứ nhất'));
    await mailer.send(receipt('receipt.o2', 'Thư thứ hai'));
    await catcher.waitFor((m) => m.subject === 'Thư thứ hai');

    const list = (await (await api('/api/messages')).json()) as { messages: CaughtMail[] };
    expect(list.messages.map((m: CaughtMail) => m.subject)).toEqual(['Thư thứ hai', 'Thư thứ nhất']);
    expect(list.messages[0]).toMatchObject({ messageId: '<receipt.o2@hocvien.local>', from: 'Học viện <no-reply@hocvien.local>', to: ['Nguyễn Văn Học <hocvien@example.vn>'] });
    expect(list.messages[0]).not.toHaveProperty('html');

    const one = await api(`/api/messages/${list.messages[0].id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ subject: 'Thư thứ hai', text: 'Tổng cộng: 538.200 ₫', html: expect.stringContaining('<strong>538.200 ₫</strong>') });
    expect((await api('/api/messages/0000000000000-00000000')).status).toBe(404);
  });

  it('empties the inbox on DELETE /api/messages', async () => {
    await mailer.send(receipt('receipt.o3'));
    await catcher.waitFor(() => true);
    expect((await api('/api/messages', { method: 'DELETE' })).status).toBe(204);
    expect(await (await api('/api/messages')).json()).toEqual({ messages: [] });
  });

  it('shows the inbox and a message as pages, the message’s HTML only inside a sandbox without scripts', async () => {
    await mailer.send(receipt('receipt.o4', 'Biên nhận <b>đậm</b>'));
    const mail = await catcher.waitFor(() => true);

    const inbox = await (await api('/')).text();
    expect(inbox).toContain('Biên nhận &#60;b&#62;đậm&#60;/b&#62;');
    expect(inbox).toContain(`/messages/${mail.id}`);

    const page = await (await api(`/messages/${mail.id}`)).text();
    expect(page).toContain('<iframe sandbox=""');
    expect(page).not.toContain('<script>');
    expect(page).toContain('Tổng cộng: 538.200 ₫');

    const body = await api(`/messages/${mail.id}/body.html`);
    expect(body.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(await body.text()).toContain('<strong>538.200 ₫</strong>');
    expect((await api('/messages/nope')).status).toBe(404);
  });

  it('accepts a client that signs in, as production relays require', async () => {
    const signedIn = new SmtpMailer({ host: '127.0.0.1', port: catcher.smtpPort, secure: false, requireTls: false, user: 'u', pass: 'p', from: 'a@hocvien.local', timeoutMs: 2000 });
    try {
      await signedIn.send(receipt('signed.in'));
      expect((await catcher.waitFor(() => true)).messageId).toBe('<signed.in@hocvien.local>');
    } finally {
      await signedIn.close();
    }
  });
});

describe('the local mail catcher with a folder', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'mail-catcher-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('keeps the messages across a restart, and at most its limit of them', async () => {
    const first = await MailCatcher.start({ folder, limit: 2 });
    const mailer = mailerFor(first);
    for (const n of [1, 2, 3]) {
      await mailer.send(receipt(`kept.${n}`, `Thư ${n}`));
      await first.waitFor((m) => m.subject === `Thư ${n}`);
    }
    await mailer.close();
    await first.stop();
    expect(await readdir(folder)).toHaveLength(2);

    const again = await MailCatcher.start({ folder, limit: 2 });
    try {
      expect(again.list().map((m) => m.subject)).toEqual(['Thư 3', 'Thư 2']);
      await again.clear();
      expect(await readdir(folder)).toEqual([]);
    } finally {
      await again.stop();
    }
  });
});
