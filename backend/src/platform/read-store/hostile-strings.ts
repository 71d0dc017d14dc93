/**
 * Strings every store adapter must hold exactly (issue 7), shared by the read-store and event-store
 * contracts. NUL and lone surrogates froze a projection on PostgreSQL jsonb and turn into U+FFFD
 * in BSON; the rest are the usual suspects, plus the store codec's own escape character and text
 * that looks like one of its escapes.
 */
import { STORE_TEXT_ESCAPE } from './store-text.codec';

export const HOSTILE_STRINGS: ReadonlyArray<readonly [label: string, text: string]> = [
  ['NUL', 'A\u0000B'],
  ['a lone NUL', '\u0000'],
  ['a lone high surrogate', '\ud800'],
  ['a lone low surrogate', '\udc00'],
  ['a high surrogate inside text', 'a\ud800b'],
  ['a reversed surrogate pair', 'Lan\udc00\ud800'],
  ['an emoji family', '👩‍👩‍👧'],
  ['an RTL override', '\u202Eabc'],
  ['a zero-width space', '\u200B'],
  ['a 10,000-character Vietnamese text', 'Tiếng Việt có dấu: ạ ả ấ ầ ẩ ẫ ậ đ ơ ư. '.repeat(250).slice(0, 10_000)],
  ['the store escape character', `x${STORE_TEXT_ESCAPE}y`],
  ['a look-alike of an escape', `${STORE_TEXT_ESCAPE}AAAA${STORE_TEXT_ESCAPE}`],
];

/** The short ones, for ids and stream names: primary-key index entries have a size limit. */
export const HOSTILE_IDS = HOSTILE_STRINGS.filter(([, text]) => text.length < 100);
