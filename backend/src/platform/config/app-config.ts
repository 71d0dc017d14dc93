import { createHash, createHmac } from 'crypto';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** An empty value counts as unset (compose pins some names to "" so `.env` cannot set them). */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

/** Every setting the backend reads, with its default; `.env.example` documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().default(3000),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  EVENT_STORE: z.enum(['postgres', 'eventstoredb']).default('postgres'),
  READ_STORE: z.enum(['postgres', 'mongodb']).default('postgres'),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/academy'),
  EVENTSTORE_URL: z.string().optional(),
  MONGO_URL: z.string().optional(),
  MONGO_DB: z.string().default('academy'),
  /** Folder of the local file store, relative to the working directory; used unless S3 is set. */
  FILES_DIR: z.string().min(1).default('data/files'),
  /** S3-compatible object storage for files (MinIO in compose): used when S3_BUCKET or S3_ENDPOINT is set. */
  S3_BUCKET: unsetWhenEmpty(z.string().optional()),
  /** Unset for AWS S3 itself. */
  S3_ENDPOINT: unsetWhenEmpty(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: flag.default(false),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  QUEUE_PREFIX: z.string().default('academy'),
  FIREBASE_PROJECT_ID: z.string().default('demo-academy'),
  FIREBASE_API_KEY: z.string().default('demo-api-key'),
  FIREBASE_AUTH_DOMAIN: z.string().default('demo-academy.firebaseapp.com'),
  FIREBASE_AUTH_EMULATOR_HOST: unsetWhenEmpty(z.string().optional()),
  /**
   * The explicit consent to FIREBASE_AUTH_EMULATOR_HOST: with the emulator, firebase-admin accepts
   * unsigned tokens. `npm start` and the tests set it; refused under NODE_ENV=production.
   */
  ALLOW_AUTH_EMULATOR: flag.default(false),
  /** Serve /api/docs (Swagger UI, OpenAPI). Default: on, except under NODE_ENV=production. */
  API_DOCS_ENABLED: flag.optional(),
  /** Serve the web app's `*.map` files. Default: on, except under NODE_ENV=production. */
  SOURCE_MAPS_PUBLIC: flag.optional(),
  /** Run projections in this process. Exactly one process per deployment should. */
  RUN_PROJECTIONS: flag.default(true),
  /** Run BullMQ workers in this process (or use `npm run worker`). */
  RUN_WORKERS: flag.default(true),
  /** Built web app to serve beside the API; empty to serve the API only. */
  WEB_DIST: z.string().default(''),
  /** Public write requests per client IP per minute (contact form, sign-up). */
  PUBLIC_WRITE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Write requests per signed-in user per minute, all routes together (a runaway script, a stolen token). */
  USER_WRITE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /**
   * While this process's projections apply events, how many HTTP requests may start in one turn
   * of the event loop; the rest wait for the next turns, so a flood of requests cannot starve the
   * projections (and the commands waiting for them). Unlimited while no projection is busy.
   */
  HTTP_REQUESTS_PER_TURN: z.coerce.number().int().positive().default(2),
  /** How long a command waits for its read models before answering (read-your-writes). */
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().nonnegative().default(3000),
  TRUST_PROXY: flag.default(false),
  /**
   * 32 bytes, base64: wraps every user's personal-data key (crypto-shredding). Required in
   * production; development and tests use a fixed key that protects nothing.
   */
  PERSONAL_DATA_KEY: unsetWhenEmpty(
    z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes encoded in base64')
      .optional(),
  ),
  /**
   * At least 32 bytes, base64: signs the links that play lecture videos (`/media/stream/<token>`).
   * Required in production; development and tests use a fixed key that protects nothing.
   */
  MEDIA_SIGNING_KEY: unsetWhenEmpty(
    z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length >= 32, 'must be at least 32 bytes encoded in base64')
      .optional(),
  ),
  /** The bank account buyers transfer to (VietQR): the bank's BIN (napas), its short name, the account. */
  PAYMENT_BANK_BIN: unsetWhenEmpty(z.string().regex(/^\d{6}$/, 'must be the 6-digit bank BIN').default('970436')),
  PAYMENT_BANK_NAME: unsetWhenEmpty(z.string().min(1).default('Vietcombank')),
  PAYMENT_ACCOUNT_NUMBER: unsetWhenEmpty(z.string().regex(/^[0-9A-Za-z]{4,19}$/, 'must be 4 to 19 letters or digits').default('0071000888888')),
  /** Upper-case without diacritics, as banks print it. */
  PAYMENT_ACCOUNT_NAME: unsetWhenEmpty(z.string().min(1).default('HOC VIEN MARKETING')),
  /** Minutes a bank-transfer order waits for its transfer before it expires and frees its discount. */
  ORDER_PAYMENT_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
  /** Minutes a wallet deposit waits for its transfer; a later transfer is held for an admin. */
  DEPOSIT_PAYMENT_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(60),
  /** Seconds between two runs of the bonus expiry sweep: a lot is closed at most this long after its time. */
  BONUS_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(1).max(24 * 60 * 60).default(300),
  /** Days before a bonus lot expires that its owner is told so (once per lot). */
  BONUS_EXPIRY_REMINDER_DAYS: z.coerce.number().int().min(1).max(60).default(3),
  /** The instructor's share of what their courses sell, in percent (the rest is the platform's); docs/decisions.md. */
  INSTRUCTOR_REVENUE_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(70),
  /**
   * SePay's webhook key (`Authorization: Apikey <key>`), at least 16 characters. Required in
   * production; development and tests use a fixed key that protects nothing.
   */
  SEPAY_WEBHOOK_KEY: unsetWhenEmpty(z.string().min(16, 'must be at least 16 characters').optional()),
  /** The SMTP server mail goes through. The defaults are the local mail catcher `npm start` runs. */
  SMTP_HOST: unsetWhenEmpty(z.string().min(1).default('127.0.0.1')),
  SMTP_PORT: unsetWhenEmpty(z.coerce.number().int().min(1).max(65535).default(1025)),
  /** Implicit TLS (usually port 465); otherwise STARTTLS when offered, and required in production. */
  SMTP_SECURE: unsetWhenEmpty(flag.default(false)),
  SMTP_USER: unsetWhenEmpty(z.string().optional()),
  SMTP_PASS: unsetWhenEmpty(z.string().optional()),
  /** Connecting, the greeting and any silence in a session each give up after this long. */
  SMTP_TIMEOUT_MS: unsetWhenEmpty(z.coerce.number().int().positive().default(10_000)),
  /** The sender of every message; its domain names the messages (`Message-ID`). */
  MAIL_FROM: unsetWhenEmpty(z.string().min(3).default('Học viện Marketing Thực Chiến <no-reply@hocvien.local>')),
  /** Where the web app is reached from outside: the links in emails start with it. */
  PUBLIC_WEB_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3000')),
  /**
   * Signs the unsubscribe links of marketing emails, at least 16 characters. Links never expire, so
   * a new secret breaks every link already mailed. Unset: outside production a fixed development
   * secret; in production one derived from PERSONAL_DATA_KEY.
   */
  MARKETING_UNSUBSCRIBE_SECRET: unsetWhenEmpty(z.string().min(16, 'must be at least 16 characters').optional()),
  /**
   * Signs the open-tracking image of marketing emails, at least 16 characters. A new secret only
   * stops counting opens of emails already mailed. Unset: derived from the unsubscribe links' secret.
   */
  MARKETING_OPEN_TRACKING_SECRET: unsetWhenEmpty(z.string().min(16, 'must be at least 16 characters').optional()),
  /** Marketing emails the sending workers hand to the SMTP server per second, all workers together (BullMQ's limiter). */
  MARKETING_SEND_RATE_PER_SECOND: unsetWhenEmpty(z.coerce.number().int().min(1).max(100_000).default(10)),
  /** Marketing emails one worker process sends at once. */
  MARKETING_SEND_CONCURRENCY: unsetWhenEmpty(z.coerce.number().int().min(1).max(50).default(4)),
  /** Marketing emails one person receives in 24 hours at most; Decree 91/2020 allows 3. A step over it waits. */
  MARKETING_DAILY_EMAILS_PER_PERSON: unsetWhenEmpty(z.coerce.number().int().min(1).max(3).default(3)),
  /** People a broadcast schedules per page of its audience. */
  MARKETING_BROADCAST_PAGE_SIZE: unsetWhenEmpty(z.coerce.number().int().min(1).max(5000).default(500)),
  /** The advertiser every marketing email names in its footer (Decree 91/2020): name, address, hotline. */
  MARKETING_SENDER_NAME: unsetWhenEmpty(z.string().min(1).max(200).default('Học viện Marketing Thực Chiến')),
  MARKETING_SENDER_ADDRESS: unsetWhenEmpty(z.string().min(1).max(300).default('Tầng 5, 123 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh')),
  MARKETING_SENDER_HOTLINE: unsetWhenEmpty(z.string().min(1).max(100).default('1900 1234')),
  /** A mailbox someone reads for unsubscribe requests, added to List-Unsubscribe as a mailto; none when empty. */
  MARKETING_UNSUBSCRIBE_MAILTO: unsetWhenEmpty(z.email().optional()),
}).transform((env) => {
  // What helps a developer but informs an attacker is public only outside production, unless set.
  const outsideProduction = env.NODE_ENV !== 'production';
  return {
    ...env,
    API_DOCS_ENABLED: env.API_DOCS_ENABLED ?? outsideProduction,
    SOURCE_MAPS_PUBLIC: env.SOURCE_MAPS_PUBLIC ?? outsideProduction,
  };
});

export type AppConfig = z.infer<typeof envSchema>;
export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {}

/** Parses the environment; refuses settings that would be unsafe together. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  // With the emulator variable set, firebase-admin accepts unsigned tokens: anyone could be admin.
  // So it takes a second, explicit setting, and production refuses that setting whatever else says.
  if (config.NODE_ENV === 'production' && config.ALLOW_AUTH_EMULATOR) {
    throw new ConfigError('Refusing to start: ALLOW_AUTH_EMULATOR=true is never accepted under NODE_ENV=production.');
  }
  if (config.FIREBASE_AUTH_EMULATOR_HOST && !config.ALLOW_AUTH_EMULATOR) {
    throw new ConfigError(
      'Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set but ALLOW_AUTH_EMULATOR is not true. ' +
        'The Firebase Admin SDK accepts unsigned ID tokens in emulator mode; unset the variable, or set ' +
        'ALLOW_AUTH_EMULATOR=true on a development machine.',
    );
  }
  if (config.NODE_ENV === 'production' && !config.PERSONAL_DATA_KEY) {
    throw new ConfigError('PERSONAL_DATA_KEY is required in production (32 random bytes, base64: `openssl rand -base64 32`).');
  }
  // With a known key anyone could sign a link to any video, paid lectures included.
  if (config.NODE_ENV === 'production' && !config.MEDIA_SIGNING_KEY) {
    throw new ConfigError('MEDIA_SIGNING_KEY is required in production (32 random bytes, base64: `openssl rand -base64 32`).');
  }
  // With the known development key anyone could post a transfer and pay any order.
  if (config.NODE_ENV === 'production' && !config.SEPAY_WEBHOOK_KEY) {
    throw new ConfigError('SEPAY_WEBHOOK_KEY is required in production (the API key set on the SePay webhook).');
  }
  if (config.EVENT_STORE === 'eventstoredb' && !config.EVENTSTORE_URL) {
    throw new ConfigError('EVENT_STORE=eventstoredb needs EVENTSTORE_URL.');
  }
  if (config.READ_STORE === 'mongodb' && !config.MONGO_URL) {
    throw new ConfigError('READ_STORE=mongodb needs MONGO_URL.');
  }
  return config;
}

/** The master key of personal data; outside production a fixed development key. */
export function personalDataMasterKey(config: AppConfig): Buffer {
  if (config.PERSONAL_DATA_KEY) return Buffer.from(config.PERSONAL_DATA_KEY, 'base64');
  return createHash('sha256').update('academy-development-only-personal-data-key').digest();
}

/** The key that signs video playback links; outside production a fixed development key. */
export function mediaSigningKey(config: AppConfig): Buffer {
  if (config.MEDIA_SIGNING_KEY) return Buffer.from(config.MEDIA_SIGNING_KEY, 'base64');
  return createHash('sha256').update('academy-development-only-media-signing-key').digest();
}

/**
 * The secret of marketing emails' unsubscribe links: the setting, else in production one derived
 * from the personal-data key (required there, and never rotated lightly either), else a fixed
 * development secret.
 */
export function marketingUnsubscribeSecret(config: AppConfig): string {
  if (config.MARKETING_UNSUBSCRIBE_SECRET) return config.MARKETING_UNSUBSCRIBE_SECRET;
  if (config.NODE_ENV === 'production') return createHash('sha256').update('marketing-unsubscribe-links').update(personalDataMasterKey(config)).digest('base64url');
  return 'academy-development-only-unsubscribe-secret';
}

/**
 * The secret of marketing emails' open-tracking images: the setting, else one derived from the
 * unsubscribe links' secret (so production needs no new setting, and the two never coincide).
 */
export function marketingOpenTrackingSecret(config: AppConfig): string {
  if (config.MARKETING_OPEN_TRACKING_SECRET) return config.MARKETING_OPEN_TRACKING_SECRET;
  return createHmac('sha256', marketingUnsubscribeSecret(config)).update('marketing-open-tracking').digest('base64url');
}

/** The development key of SePay's webhook, also used by `npm run bank:transfer`; refused in production. */
export const DEVELOPMENT_SEPAY_WEBHOOK_KEY = 'dev-sepay-webhook-key-not-secret';

/** The key SePay's webhook must bring; outside production a fixed development key. */
export function sepayWebhookKey(config: AppConfig): string {
  return config.SEPAY_WEBHOOK_KEY ?? DEVELOPMENT_SEPAY_WEBHOOK_KEY;
}
