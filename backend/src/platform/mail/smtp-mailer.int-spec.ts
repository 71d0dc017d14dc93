import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'net';
import { SMTPServer } from 'smtp-server';
import { createMailer, smtpSettings } from './create-mailer';
import { mailerContract, type MailServerUnderTest } from './mailer.contract';
import { SmtpMailer } from './smtp-mailer';

const FROM = 'Học viện Marketing Thực Chiến <no-reply@hocvien.test>';
const USER = 'mailer';
const PASS = 'peer-secret';

/** An SMTP server made for the test: it signs in one user, refuses one domain for good and keeps what it receives. */
async function startPeer(): Promise<MailServerUnderTest> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    size: 1024 * 1024,
    onAuth: ({ username, password }, _session, callback) =>
      username === USER && password === PASS ? callback(null, { user: username }) : callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 })),
    onRcptTo: ({ address }, _session, callback) =>
      address.endsWith('@refused.test') ? callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 })) : callback(),
    onData: (stream, _session, callback) => {
      simpleParser(stream).then((mail) => (received.push(mail), callback()), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    settings: { host: '127.0.0.1', port, secure: false, requireTls: false, user: USER, pass: PASS, from: FROM, timeoutMs: 2000 },
    received: () => received,
    refusedRecipient: 'nobody@refused.test',
    recipient: 'hocvien@example.vn',
    cleanup: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

mailerContract('an smtp-server peer', startPeer);

/**
 * A real SMTP server to test against as well: `SMTP_TEST_URL=smtp://user:pass@host:587` (or
 * `smtps://` for implicit TLS) and `SMTP_TEST_TO`, a mailbox it delivers to. Its mailbox cannot be
 * read from here, so delivery is checked by the server's acceptance.
 */
const SMTP_TEST_URL = process.env.SMTP_TEST_URL;
if (SMTP_TEST_URL) {
  mailerContract(`the SMTP server at SMTP_TEST_URL`, async () => {
    const url = new URL(SMTP_TEST_URL);
    return {
      settings: {
        host: url.hostname,
        port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
        secure: url.protocol === 'smtps:',
        requireTls: false,
        user: decodeURIComponent(url.username) || undefined,
        pass: decodeURIComponent(url.password) || undefined,
        from: process.env.SMTP_TEST_FROM ?? FROM,
        timeoutMs: 10_000,
      },
      received: null,
      refusedRecipient: null,
      recipient: process.env.SMTP_TEST_TO ?? 'hocvien@example.vn',
      cleanup: async () => undefined,
    };
  });
} else {
  console.warn('Mail contract against a real SMTP server skipped: SMTP_TEST_URL is not set (the smtp-server peer ran it)');
  describe.skip('mail contract: a real SMTP server (SMTP_TEST_URL is not set; the smtp-server peer ran it)', () => {
    it('runs only against a reachable SMTP server', () => undefined);
  });
}

describe('SmtpMailer specifics', () => {
  let peer: MailServerUnderTest;
  beforeAll(async () => {
    peer = await startPeer();
  });
  afterAll(() => peer.cleanup());

  const message = { key: 'specifics.1', to: { address: 'hocvien@example.vn' }, subject: 'Xin chào', text: 'Xin chào', html: '<p>Xin chào</p>' };

  it('is what createMailer makes from the configuration, and signs in with its user and password', async () => {
    const settings = smtpSettings({
      NODE_ENV: 'test',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: peer.settings.port,
      SMTP_SECURE: false,
      SMTP_USER: USER,
      SMTP_PASS: PASS,
      SMTP_TIMEOUT_MS: 2000,
      MAIL_FROM: FROM,
    });
    expect(settings.requireTls).toBe(false);
    const mailer = createMailer(settings);
    try {
      expect(mailer).toBeInstanceOf(SmtpMailer);
      await expect(mailer.send(message)).resolves.toEqual({ messageId: '<specifics.1@hocvien.test>' });
    } finally {
      await mailer.close();
    }
  });

  it('fails with bad credentials, as a setting to fix rather than a refused message', async () => {
    const mailer = new SmtpMailer({ ...peer.settings, pass: 'wrong' });
    try {
      await expect(mailer.send(message)).rejects.toMatchObject({ code: 'EAUTH', name: expect.not.stringMatching('MailRejected') });
    } finally {
      await mailer.close();
    }
  });

  it('requires TLS in production: a server without STARTTLS is refused rather than sent credentials in the clear', async () => {
    const production = smtpSettings({
      NODE_ENV: 'production',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: peer.settings.port,
      SMTP_SECURE: false,
      SMTP_USER: USER,
      SMTP_PASS: PASS,
      SMTP_TIMEOUT_MS: 2000,
      MAIL_FROM: FROM,
    });
    const mailer = createMailer(production);
    try {
      await expect(mailer.send({ ...message, key: 'specifics.tls' })).rejects.toThrow();
      expect(peer.received?.().filter((mail) => mail.messageId === '<specifics.tls@hocvien.test>')).toEqual([]);
    } finally {
      await mailer.close();
    }
  });
});
