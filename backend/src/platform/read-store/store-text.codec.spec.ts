import { HOSTILE_STRINGS } from './hostile-strings';
import {
  decodeStoreJson,
  decodeStoreText,
  encodeBsonKey,
  encodeBsonStoreJson,
  encodeStoreJson,
  encodeStoreText,
  STORE_TEXT_ESCAPE,
} from './store-text.codec';
import { seededRandom } from '../testing/seeded-random';

const LONE_SURROGATE = /[\uD800-\uDFFF]/u;


function randomText(random: () => number, alphabet: string[], maxLength: number): string {
  const length = Math.floor(random() * (maxLength + 1));
  return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
}

describe('encodeStoreText / decodeStoreText', () => {
  it.each(HOSTILE_STRINGS)('round-trips %s into well-formed text without NUL', (_label, text) => {
    const stored = encodeStoreText(text);
    expect(stored).not.toContain('\u0000');
    expect(LONE_SURROGATE.test(stored)).toBe(false);
    expect(decodeStoreText(stored)).toBe(text);
  });

  it('round-trips any sequence of UTF-16 code units', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 2_000; i++) {
      const units = Array.from({ length: Math.floor(random() * 12) }, () => Math.floor(random() * 0x10000));
      const text = String.fromCharCode(...units);
      const stored = encodeStoreText(text);
      expect({ units, wellFormed: !LONE_SURROGATE.test(stored) && !stored.includes('\u0000') }).toEqual({ units, wellFormed: true });
      expect({ units, decoded: decodeStoreText(stored) }).toEqual({ units, decoded: text });
    }
  });

  it('leaves ordinary text untouched, surrogate pairs included', () => {
    for (const text of ['', 'Nguyễn Thị Lan', '👩‍👩‍👧 😀', '\u202Eabc\u200B', 'AAAA \\u0000 %_#']) {
      expect(encodeStoreText(text)).toBe(text);
      expect(decodeStoreText(text)).toBe(text);
    }
  });

  it('escapes NUL, each lone surrogate and the escape character with upper-case letters', () => {
    expect(encodeStoreText('A\u0000B')).toBe(`A${STORE_TEXT_ESCAPE}AAAAB`);
    expect(encodeStoreText('\ud800\udfff')).toBe('\ud800\udfff'); // a pair is one character: kept
    expect(encodeStoreText('\udfff\ud800')).toBe(`${STORE_TEXT_ESCAPE}NPPP${STORE_TEXT_ESCAPE}NIAA`);
    expect(encodeStoreText(STORE_TEXT_ESCAPE)).toBe(`${STORE_TEXT_ESCAPE}PNNA`);
  });

  it('leaves an escape character that starts no escape as it is when decoding', () => {
    expect(decodeStoreText(`${STORE_TEXT_ESCAPE}aaaa ${STORE_TEXT_ESCAPE}AAA`)).toBe(`${STORE_TEXT_ESCAPE}aaaa ${STORE_TEXT_ESCAPE}AAA`);
  });

  it('keeps substring search exact for lower-case (normalised) text', () => {
    // High surrogates only, so no two of them ever form a pair; the letters are those of escapes.
    const alphabet = ['\u0000', '\ud800', '\udbff', STORE_TEXT_ESCAPE, 'a', 'n', 'i', 'p', 'd', '0', '8'];
    const random = seededRandom(11);
    for (let i = 0; i < 5_000; i++) {
      const text = randomText(random, alphabet, 10);
      const query = randomText(random, alphabet, 3);
      const found = encodeStoreText(text).includes(encodeStoreText(query));
      expect({ text, query, found }).toEqual({ text, query, found: text.includes(query) });
    }
  });
});

describe('encodeStoreJson / decodeStoreJson', () => {
  it('returns the very same value when nothing needs escaping', () => {
    const doc = { id: 'u1', name: 'Nguyễn', tags: ['a', 'b'], nested: { list: [1, { deep: 'x' }], none: null, yes: true } };
    expect(encodeStoreJson(doc)).toBe(doc);
    expect(decodeStoreJson(doc)).toBe(doc);
  });

  it('escapes strings and keys at any depth, copying only what changed', () => {
    const untouched = { deep: ['x'] };
    const doc = { id: 'u1', name: 'Lan\ud800', nested: { ['k\u0000']: ['\udc00', 2], untouched }, list: ['a', 'A\u0000B'] };
    const snapshot = structuredClone(doc);

    const stored = encodeStoreJson(doc);

    expect(stored).toEqual({
      id: 'u1',
      name: `Lan${STORE_TEXT_ESCAPE}NIAA`,
      nested: { [`k${STORE_TEXT_ESCAPE}AAAA`]: [`${STORE_TEXT_ESCAPE}NMAA`, 2], untouched },
      list: ['a', `A${STORE_TEXT_ESCAPE}AAAAB`],
    });
    expect(stored.nested.untouched).toBe(untouched);
    expect(doc).toEqual(snapshot);
    expect(decodeStoreJson(JSON.parse(JSON.stringify(stored)))).toEqual(doc);
  });

  it('keeps the order of keys and a key named __proto__ as data', () => {
    const doc = JSON.parse('{"b":"\\u0000","__proto__":"x","a":{"__proto__":"\\ud800"}}') as Record<string, unknown>;
    const decoded = decodeStoreJson(JSON.parse(JSON.stringify(encodeStoreJson(doc))) as Record<string, unknown>);
    expect(Object.keys(decoded)).toEqual(['b', '__proto__', 'a']);
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(JSON.stringify(decoded)).toBe(JSON.stringify(doc));
  });
});

describe('the MongoDB form of object keys', () => {
  it.each(['a.b', '$where', '$', '.', 'a\u0000b', `${STORE_TEXT_ESCAPE}AACO`, 'plain', ''])('round-trips the key %j', (key) => {
    const encoded = encodeBsonKey(key);
    expect(encoded).not.toMatch(/[.$\u0000]/);
    expect(decodeStoreText(encoded)).toBe(key);
  });

  it('escapes keys at every depth but never values, and decodes with decodeStoreJson', () => {
    const doc = { id: 'a.b', nested: { 'x.y': ['$v', { $k: '.' }] } };
    const encoded = encodeBsonStoreJson(doc);
    expect(encoded.id).toBe('a.b');
    expect(JSON.stringify(encoded)).not.toMatch(/"[^"]*[.$][^"]*":/);
    expect(decodeStoreJson(encoded)).toEqual(doc);
  });

  it('returns the same object when no key needs escaping', () => {
    const doc = { id: 'x', nested: { plain: 1 } };
    expect(encodeBsonStoreJson(doc)).toBe(doc);
  });
});
