import { createCipheriv, createDecipheriv, randomBytes } from 'crypto';
import type { SealedData } from '../domain/sealed-data';
import type { ReadStore } from '../read-store/read-store.port';

export type { SealedData };

interface SubjectKey {
  id: string;
  /** The subject's data key, itself encrypted with the master key. */
  wrapped: string;
  createdAt: string;
}

/** Not a projection: rebuilding read models never touches it. */
export const PERSONAL_DATA_KEYS_COLLECTION = 'personal_data_keys';
const CACHE_TTL_MS = 60_000;

/**
 * Crypto-shredding: each subject (a user) gets a random data key; their personal data is sealed
 * with it before it goes into an event. Forgetting the subject deletes the key, which makes every
 * copy in the event log unreadable for good, so a rebuild cannot bring the data back.
 * Keys are wrapped with a master key so a copy of the key collection alone reveals nothing.
 */
export class PersonalDataVault {
  private readonly cache = new Map<string, { key: Buffer; until: number }>();

  constructor(
    private readonly store: ReadStore,
    private readonly masterKey: Buffer,
  ) {
    if (masterKey.length !== 32) throw new Error('The personal data master key must be 32 bytes');
  }

  private get keys() {
    return this.store.collection<SubjectKey>(PERSONAL_DATA_KEYS_COLLECTION);
  }

  async seal(subject: string, value: unknown): Promise<SealedData> {
    const key = await this.keyOf(subject, { create: true });
    const { iv, tag, data } = encrypt(key!, Buffer.from(JSON.stringify(value), 'utf8'));
    return { sealed: 'aes-256-gcm', subject, iv, tag, data };
  }

  /** The sealed value, or null once the subject was forgotten. */
  async open<T>(sealed: SealedData): Promise<T | null> {
    const key = await this.keyOf(sealed.subject, { create: false });
    if (!key) return null;
    return JSON.parse(decrypt(key, sealed).toString('utf8')) as T;
  }

  async forget(subject: string): Promise<void> {
    await this.keys.delete(subject);
    this.cache.delete(subject);
  }

  private async keyOf(subject: string, { create }: { create: boolean }): Promise<Buffer | null> {
    const cached = this.cache.get(subject);
    if (cached && cached.until > Date.now()) return cached.key;
    let stored = await this.keys.get(subject);
    if (!stored && create) {
      // Two first writers may race: insertIfAbsent lets exactly one key win; both then use it.
      await this.keys.insertIfAbsent({ id: subject, wrapped: this.wrap(randomBytes(32)), createdAt: new Date().toISOString() });
      stored = await this.keys.get(subject);
    }
    if (!stored) return null;
    const key = this.unwrap(stored.wrapped);
    this.cache.set(subject, { key, until: Date.now() + CACHE_TTL_MS });
    return key;
  }

  private wrap(key: Buffer): string {
    const { iv, tag, data } = encrypt(this.masterKey, key);
    return [iv, tag, data].join('.');
  }

  private unwrap(wrapped: string): Buffer {
    const [iv, tag, data] = wrapped.split('.');
    return decrypt(this.masterKey, { iv: iv ?? '', tag: tag ?? '', data: data ?? '' });
  }
}

export function isSealedData(value: unknown): value is SealedData {
  return typeof value === 'object' && value !== null && (value as SealedData).sealed === 'aes-256-gcm';
}

function encrypt(key: Buffer, plain: Buffer): { iv: string; tag: string; data: string } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

function decrypt(key: Buffer, sealed: { iv: string; tag: string; data: string }): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
}
