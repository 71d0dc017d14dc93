/**
 * The one contract the mail adapter must keep, run against every SMTP server within reach: an
 * `smtp-server` peer the int-spec starts (always), and a real server named by `SMTP_TEST_URL`.
 * The mailer always talks to the server through a TCP relay the test can cut, so dropped
 * connections are tested the same way against both.
 */
import type { ParsedMail } from 'mailparser';
import net from 'net';
import { MailRejected, MailUsageError, type MailMessage, type Mailer } from './mailer.port';
import { domainOf, SmtpMailer, type SmtpSettings } from './smtp-mailer';

export interface MailServerUnderTest {
  /** How to reach and sign in to the server. */
  settings: SmtpSettings;
  /** What the server received, in order; null for a server whose mailboxes a test cannot read. */
  received: (() => ParsedMail[]) | null;
  /** A recipient the server refuses for good (5xx); null when there is no such address to rely on. */
  refusedRecipient: string | null;
  /** A mailbox that accepts mail. */
  recipient: string;
  cleanup(): Promise<void>;
}

/** A TCP relay in front of the server that can drop every open connection or refuse the next ones. */
export class CuttableRelay {
  private readonly sockets = new Set<net.Socket>();
  private refuseNext = 0;

  private constructor(
    private readonly server: net.Server,
    readonly port: number,
  ) {}

  static async inFrontOf(host: string, port: number): Promise<CuttableRelay> {
    let relay: CuttableRelay | undefined;
    const server = net.createServer((client) => relay?.accept(client, host, port));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    relay = new CuttableRelay(server, (server.address() as net.AddressInfo).port);
    return relay;
  }

  /** Drops every connection now open, as a restarting server or a NAT timeout does. */
  cut(): void {
    for (const socket of this.sockets) socket.destroy();
  }

  /** The next `count` connections are closed as soon as they open. */
  refuse(count: number): void {
    this.refuseNext += count;
  }

  stopRefusing(): void {
    this.refuseNext = 0;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: net.Socket, host: string, port: number): void {
    if (this.refuseNext > 0) {
      this.refuseNext -= 1;
      client.destroy();
      return;
    }
    const upstream = net.connect({ host, port });
    for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
      this.sockets.add(from);
      from.on('close', () => (this.sockets.delete(from), to.destroy()));
      from.on('error', () => to.destroy());
      from.pipe(to);
    }
  }
}

const message = (overrides: Partial<MailMessage> = {}, recipient = 'hocvien@example.vn'): MailMessage => ({
  key: `contract.${Date.now()}.${Math.random().toString(36).slice(2)}`,
  to: { address: recipient, name: 'Nguyễn Thị Học Viên' },
  subject: 'Biên nhận đơn hàng DH1023400007',
  text: 'Cảm ơn bạn đã mua khóa học. Tổng cộng: 538.200 ₫',
  html: '<p>Cảm ơn bạn đã mua khóa học. <strong>Tổng cộng: 538.200 ₫</strong></p>',
  ...overrides,
});

export function mailerContract(name: string, connect: () => Promise<MailServerUnderTest>): void {
  describe(`SmtpMailer against ${name} satisfies the mail contract`, () => {
    let server: MailServerUnderTest;
    let relay: CuttableRelay;
    let mailer: SmtpMailer;
    const mailers: Mailer[] = [];

    /** A mailer that reaches the server through the relay, with other settings changed as given. */
    const mailerWith = (changes: Partial<SmtpSettings> = {}) => {
      const created = new SmtpMailer({ ...server.settings, host: '127.0.0.1', port: relay.port, ...changes });
      mailers.push(created);
      return created;
    };
    const receivedWith = (messageId: string) => server.received?.().filter((mail) => mail.messageId === messageId) ?? [];
    /** The server's copy, where the server can be read; delivery is checked by acceptance otherwise. */
    const expectDelivered = async (messageId: string, copies = 1) => {
      if (!server.received) return;
      const deadline = Date.now() + 5000;
      while (receivedWith(messageId).length < copies && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(receivedWith(messageId)).toHaveLength(copies);
    };

    beforeAll(async () => {
      server = await connect();
      relay = await CuttableRelay.inFrontOf(server.settings.host, server.settings.port);
      mailer = mailerWith();
      if (!server.received) console.warn(`${name}: the server's mailbox cannot be read, so delivery is checked by the server's acceptance only`);
    });
    afterAll(async () => {
      await Promise.all(mailers.map((m) => m.close()));
      await relay.close();
      await server.cleanup();
    });

    it('delivers one message: sender, recipient with a Vietnamese name, subject, text and HTML, under the Message-ID of its key', async () => {
      const sent = message({}, server.recipient);
      const { messageId } = await mailer.send(sent);
      expect(messageId).toBe(`<${sent.key}@${domainOf(server.settings.from)}>`);
      await expectDelivered(messageId);
      const [copy] = receivedWith(messageId);
      if (!copy) return;
      expect(copy.subject).toBe(sent.subject);
      expect(copy.text?.trim()).toBe(sent.text);
      expect(copy.html).toContain('<strong>Tổng cộng: 538.200 ₫</strong>');
      expect(copy.to).toMatchObject({ value: [{ address: server.recipient, name: 'Nguyễn Thị Học Viên' }] });
      expect(copy.from?.value[0]?.address).toBe(/<([^>]+)>/.exec(server.settings.from)?.[1] ?? server.settings.from);
    });

    it('gives a message sent again under the same key the same Message-ID, so the copy is recognisable', async () => {
      const sent = message({}, server.recipient);
      const first = await mailer.send(sent);
      const again = await mailer.send(sent);
      expect(again.messageId).toBe(first.messageId);
      await expectDelivered(first.messageId, 2);
    });

    it('keeps line breaks in a subject or name from becoming headers or recipients', async () => {
      const sent = message({ subject: 'Biên nhận\r\nBcc: attacker@example.com', to: { address: server.recipient, name: 'An\r\nBcc: attacker@example.com' } }, server.recipient);
      const { messageId } = await mailer.send(sent);
      await expectDelivered(messageId);
      const [copy] = receivedWith(messageId);
      if (!copy) return;
      expect(copy.bcc).toBeUndefined();
      expect(copy.headers.has('bcc')).toBe(false);
      expect(copy.subject).not.toMatch(/[\r\n]/);
    });

    it('refuses a key or an address that cannot be sent, before it reaches the server', async () => {
      await expect(mailer.send(message({ key: 'receipt <o1>' }))).rejects.toThrow(MailUsageError);
      await expect(mailer.send(message({ key: '' }))).rejects.toThrow(MailUsageError);
      await expect(mailer.send(message({ to: { address: 'a@example.com, b@example.com' } }))).rejects.toThrow(MailUsageError);
      await expect(mailer.send(message({ to: { address: 'a@example.com\r\nRCPT TO:<b@example.com>' } }))).rejects.toThrow(MailUsageError);
    });

    it('recovers by itself when the server drops its connections between messages', async () => {
      const before = await mailer.send(message({}, server.recipient));
      relay.cut();
      const after = await mailer.send(message({}, server.recipient));
      await expectDelivered(before.messageId);
      await expectDelivered(after.messageId);
    });

    it('recovers by itself when new connections fail for a moment', async () => {
      relay.cut();
      relay.refuse(2);
      const { messageId } = await mailer.send(message({}, server.recipient));
      await expectDelivered(messageId);
    });

    it('gives up with an error when the server stays unreachable, quickly enough for a retry to be the caller’s', async () => {
      const unreachable = mailerWith({ timeoutMs: 500 });
      relay.cut();
      relay.refuse(1000);
      const started = Date.now();
      await expect(unreachable.send(message({}, server.recipient))).rejects.not.toThrow(MailRejected);
      expect(Date.now() - started).toBeLessThan(5000);
      relay.stopRefusing();
    });

    it('tells a permanent refusal of the recipient (MailRejected, 5xx) from a passing failure', async () => {
      if (!server.refusedRecipient) {
        console.warn(`${name}: no address it refuses for good is known; the permanent-refusal case was skipped`);
        return;
      }
      const refused = mailer.send(message({}, server.refusedRecipient));
      await expect(refused).rejects.toThrow(MailRejected);
      await expect(refused).rejects.toMatchObject({ responseCode: expect.any(Number) });
    });
  });
}
