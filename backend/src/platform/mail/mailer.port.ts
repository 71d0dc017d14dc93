/**
 * The mail port: sends one message. One adapter, SMTP through nodemailer, whether the server is a
 * provider's relay (production) or the local mail catcher `npm start` runs (the default settings).
 * Callers write the content; the adapter only delivers it.
 */

export interface MailAddress {
  address: string;
  /** The display name, e.g. the buyer's name; any text, the adapter encodes it. */
  name?: string;
}

export interface MailMessage {
  /**
   * A stable key for this message, e.g. `receipt.<orderId>`: the same key always gives the same
   * `Message-ID`, so a message sent again after a crash is recognisably the same one (mail clients
   * and the local inbox can fold it). Letters, digits, '.', '-' and '_', at most 200.
   */
  key: string;
  to: MailAddress;
  subject: string;
  text: string;
  html: string;
  /**
   * For advertising mail: how to unsubscribe, sent as `List-Unsubscribe` (RFC 2369) with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), so mail clients offer an
   * unsubscribe button that posts to `url` without opening a page. `url` must be https (http only
   * outside production), `mailto` an address someone reads.
   */
  listUnsubscribe?: { url: string; mailto?: string };
}

export interface SentMail {
  /** The `Message-ID` header the message carried, e.g. `<receipt.o1@hocvien.local>`. */
  messageId: string;
}

export interface Mailer {
  /**
   * Delivers the message to the SMTP server. Resolves once the server accepted it; throws
   * `MailRejected` when the server refuses this message for good (a 5xx for the recipient or the
   * content), and any other error for what may pass (the server unreachable, a 4xx, bad credentials).
   */
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}

export const MAILER = Symbol('MAILER');

/** The server refused this message permanently: sending it again would be refused again. */
export class MailRejected extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
    this.name = 'MailRejected';
  }
}

/** A caller's mistake (a key or address that cannot be sent): never retried. */
export class MailUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailUsageError';
  }
}

const MESSAGE_KEY = /^[A-Za-z0-9._-]{1,200}$/;

/** The `Message-ID` of a message key on the sender's domain, e.g. `<receipt.o1@hocvien.local>`. */
export function messageIdOf(key: string, senderDomain: string): string {
  if (!MESSAGE_KEY.test(key)) throw new MailUsageError(`Mail key must match ${MESSAGE_KEY}: ${JSON.stringify(key)}`);
  return `<${key}@${senderDomain}>`;
}
