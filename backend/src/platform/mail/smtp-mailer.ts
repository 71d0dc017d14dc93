import { createTransport, type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { MailMessage, MailRejected, Mailer, MailUsageError, messageIdOf, SentMail } from './mailer.port';

export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (usually port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** Refuse to send over a connection that did not upgrade to TLS (production, where credentials cross the network). */
  requireTls: boolean;
  user?: string;
  pass?: string;
  /** The sender, e.g. `Học viện Marketing Thực Chiến <no-reply@hocvien.local>`; its domain names the messages. */
  from: string;
  /** Connecting, the server's greeting and any silence inside a session: each ends after this long. */
  timeoutMs: number;
}

/**
 * Tries of one send when the transport fails. Within each, the pool itself re-queues a message
 * whose connection closed under it (`MAX_REQUEUES`, backed off from 50 ms), so a server that stays
 * away fails a send in about a second and the caller's own retry (a reaction's backoff) takes over.
 */
const ATTEMPTS = 2;
const MAX_REQUEUES = 2;
const FIRST_RETRY_MS = 200;
/** Failures of the transport, not of the message: a new connection may well succeed. */
const TRANSPORT_FAILURES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE']);
/** 421: the server is closing this session (overloaded, restarting); the next one may be fine. */
const SERVICE_CLOSING = 421;

type SmtpError = Error & { code?: string; responseCode?: number };

/**
 * SMTP through a small pool of nodemailer connections. It recovers by itself from a dropped or
 * timed-out connection: the send is tried again, briefly backed off, on a fresh connection, so a
 * relay restarting at 3 a.m. costs a retry, not a page; one that stays down fails the send. A retry after the server took the message
 * but before we heard so sends it twice; both copies carry the same Message-ID.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter<SMTPPool.SentMessageInfo, SMTPPool.Options>;
  private readonly senderDomain: string;

  constructor(private readonly settings: SmtpSettings) {
    this.senderDomain = domainOf(settings.from);
    const timeouts = { connectionTimeout: settings.timeoutMs, greetingTimeout: settings.timeoutMs, socketTimeout: settings.timeoutMs };
    this.transport = createTransport({
      pool: true,
      maxConnections: 3,
      maxRequeues: MAX_REQUEUES,
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      requireTLS: settings.requireTls && !settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
      ...timeouts,
    });
  }

  async send(message: MailMessage): Promise<SentMail> {
    const messageId = messageIdOf(message.key, this.senderDomain);
    const mail = {
      from: this.settings.from,
      to: { name: message.to.name ?? '', address: checkedAddress(message.to.address) },
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId,
      ...(message.listUnsubscribe && { headers: listUnsubscribeHeaders(message.listUnsubscribe) }),
    };
    for (let attempt = 1; ; attempt++) {
      try {
        await this.transport.sendMail(mail);
        return { messageId };
      } catch (error) {
        const failure = error as SmtpError;
        if (isPermanentRefusal(failure)) throw new MailRejected(failure.message, failure.responseCode ?? 550);
        if (!isTransportFailure(failure) || attempt >= ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, FIRST_RETRY_MS * attempt));
      }
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }

  /** Nest closes the pool with the application. */
  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}

/** The recipient or the content refused for good (5xx); bad credentials are a setting to fix, not this message's fault. */
function isPermanentRefusal({ code, responseCode }: SmtpError): boolean {
  return responseCode !== undefined && responseCode >= 500 && (code === 'EENVELOPE' || code === 'EMESSAGE');
}

function isTransportFailure({ code, responseCode }: SmtpError): boolean {
  return responseCode === SERVICE_CLOSING || (code !== undefined && TRANSPORT_FAILURES.has(code));
}

/** One plain address: no display name, list or line break smuggled in through the address field. */
function checkedAddress(address: string): string {
  if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(address)) throw new MailUsageError(`Not a single email address: ${JSON.stringify(address)}`);
  return address;
}

/** The one-click unsubscribe headers; a value that could break the header block is the caller's mistake. */
function listUnsubscribeHeaders({ url, mailto }: { url: string; mailto?: string }): Record<string, string> {
  if (!/^https?:\/\/[\x21-\x7e]+$/.test(url) || /[<>,]/.test(url)) throw new MailUsageError(`List-Unsubscribe needs one http(s) URL: ${JSON.stringify(url)}`);
  const targets = [`<${url}>`];
  if (mailto !== undefined) targets.push(`<mailto:${checkedAddress(mailto)}?subject=unsubscribe>`);
  return { 'List-Unsubscribe': targets.join(', '), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** `Name <user@domain>` or `user@domain` -> `domain`. */
export function domainOf(from: string): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  const domain = address.split('@')[1];
  if (!domain || !/^[A-Za-z0-9.-]+$/.test(domain)) throw new MailUsageError(`MAIL_FROM needs an address with a domain: ${JSON.stringify(from)}`);
  return domain;
}
