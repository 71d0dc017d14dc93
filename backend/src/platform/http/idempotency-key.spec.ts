import { canonicalJson, isValidIdempotencyKey, requestFingerprint } from './idempotency-key';
import { HttpProblem } from './http-problem';

describe('idempotency keys', () => {
  it('accepts 1 to 255 printable ASCII characters and nothing else', () => {
    expect(isValidIdempotencyKey('a')).toBe(true);
    expect(isValidIdempotencyKey('order 42: ~retry!')).toBe(true);
    expect(isValidIdempotencyKey('k'.repeat(255))).toBe(true);
    expect(isValidIdempotencyKey('')).toBe(false);
    expect(isValidIdempotencyKey('k'.repeat(256))).toBe(false);
    expect(isValidIdempotencyKey('khóa')).toBe(false);
    expect(isValidIdempotencyKey('a\tb')).toBe(false);
    expect(isValidIdempotencyKey('a\u0000b')).toBe(false);
  });

  it('writes JSON canonically: object keys sorted at every depth, array order kept', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: null, y: 'x' }], c: true } })).toBe('{"a":{"c":true,"d":[2,{"y":"x","z":null}]},"b":1}');
    expect(canonicalJson(JSON.parse('{"__proto__":{"admin":true}}'))).toBe('{"__proto__":{"admin":true}}');
  });

  it('refuses a body nested deeper than any endpoint takes, instead of walking it', () => {
    const deep = JSON.parse(`${'['.repeat(5000)}${']'.repeat(5000)}`);
    expect(() => canonicalJson(deep)).toThrow(HttpProblem);
  });

  it('fingerprints method, path, caller and body, ignoring key order', () => {
    const base = { method: 'POST', url: '/api/contact', scope: 'public', body: { name: 'Hoa', message: 'Xin chào' } };
    const same = requestFingerprint(base);
    expect(requestFingerprint({ ...base, body: { message: 'Xin chào', name: 'Hoa' } })).toBe(same);
    expect(requestFingerprint({ ...base, body: { name: 'Hoa', message: 'Xin chào!' } })).not.toBe(same);
    expect(requestFingerprint({ ...base, scope: 'user:u1' })).not.toBe(same);
    expect(requestFingerprint({ ...base, url: '/api/auth/register' })).not.toBe(same);
    expect(same).toMatch(/^[0-9a-f]{64}$/);
  });
});
