import { HOSTILE_CONTENT_TYPES, HOSTILE_FILE_KEYS } from './files.contract';
import { assertContentType, assertFileKey, assertFolderPrefix, isFileKey, MAX_FILE_KEY_LENGTH } from './file-key';
import { FileStoreUsageError } from './files.port';

describe('file keys', () => {
  it.each([
    'public/courses/abc/thumbnail-640.webp',
    'private/videos/v1/lesson 1 (bản cuối).mp4',
    'a',
    '.hidden/file',
    'x..y/a..b',
    '%2e%2e/%2f',
    '😀/ảnh.png',
    `${'a'.repeat(200)}/${'b'.repeat(200)}/${'c'.repeat(MAX_FILE_KEY_LENGTH - 402)}`,
  ])('accepts %j', (key) => {
    expect(isFileKey(key)).toBe(true);
    expect(() => assertFileKey(key)).not.toThrow();
  });

  it.each(HOSTILE_FILE_KEYS)('refuses a key with %s', (_label, key) => {
    expect(isFileKey(key)).toBe(false);
    expect(() => assertFileKey(key)).toThrow(FileStoreUsageError);
  });

  it('refuses what is not a string, and says what was wrong without echoing a huge key', () => {
    for (const key of [undefined, null, 42, ['a'], { key: 'a' }]) expect(() => assertFileKey(key)).toThrow(FileStoreUsageError);
    expect(() => assertFileKey('../x')).toThrow(/\.\. segment/);
    expect(() => assertFileKey('a'.repeat(10_000))).toThrow(/^.{0,200}$/);
  });

  it('takes the root or a folder ending in / as a list prefix', () => {
    for (const prefix of ['', 'public/', 'public/courses/']) expect(() => assertFolderPrefix(prefix)).not.toThrow();
    for (const prefix of ['public', '/', '/public/', 'public//', '../', 'a/../', 'a\\/']) {
      expect(() => assertFolderPrefix(prefix)).toThrow(FileStoreUsageError);
    }
  });

  it('takes media types a header can carry, and nothing else', () => {
    for (const type of ['image/webp', 'video/mp4', 'text/plain; charset=utf-8', 'application/vnd.ms-excel', 'a/b; x="y z"']) {
      expect(() => assertContentType(type)).not.toThrow();
    }
    for (const type of [...HOSTILE_CONTENT_TYPES, 'image/webp\n', 'image/webp; x="a"b"', undefined]) {
      expect(() => assertContentType(type)).toThrow(FileStoreUsageError);
    }
  });
});
