/** Long enough for any title the catalogue allows, short enough for a readable address. */
export const SLUG_MAX_LENGTH = 100;

/** Combining marks left by decomposition: the accents and tones of Vietnamese letters. */
const COMBINING_MARKS = /\p{M}/gu;
/** Letters that decomposition keeps whole, spelled as readers type them without diacritics. */
const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = { đ: 'd', ð: 'd', ø: 'o', ł: 'l', æ: 'ae', œ: 'oe', ß: 'ss' };
const LETTER_WITHOUT_DECOMPOSITION = new RegExp(`[${Object.keys(LETTERS_WITHOUT_DECOMPOSITION).join('')}]`, 'g');

/**
 * A readable address part from a title: 'Quảng cáo Facebook' -> 'quang-cao-facebook'. Lower-case
 * ASCII letters and digits joined by single hyphens; anything else separates words. Empty when the
 * title has no Latin letter or digit (the caller refuses such a title). Compatibility decomposition
 * also turns full-width and ligature letters into plain ones, so look-alike titles share a slug.
 */
export function toSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(LETTER_WITHOUT_DECOMPOSITION, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter])
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.join('-').slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
}

const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug as `toSlug` writes it: lower-case ASCII words joined by single hyphens (a URL segment). */
export const isSlug = (value: string): boolean => SLUG_SHAPE.test(value) && value.length <= SLUG_MAX_LENGTH;
