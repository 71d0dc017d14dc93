import type { AppConfig } from '../config/app-config';
import type { Mailer } from './mailer.port';
import { SmtpMailer, SmtpSettings } from './smtp-mailer';

type MailSettings = Pick<AppConfig, 'NODE_ENV' | 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASS' | 'SMTP_TIMEOUT_MS' | 'MAIL_FROM'>;

/** The SMTP settings of a configuration. Production never sends over a connection without TLS. */
export function smtpSettings(config: MailSettings): SmtpSettings {
  return {
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    requireTls: config.NODE_ENV === 'production',
    user: config.SMTP_USER,
    pass: config.SMTP_PASS,
    from: config.MAIL_FROM,
    timeoutMs: config.SMTP_TIMEOUT_MS,
  };
}

/** The mail adapter: SMTP, to a relay in production or to the local mail catcher. */
export function createMailer(settings: SmtpSettings): Mailer {
  return new SmtpMailer(settings);
}
