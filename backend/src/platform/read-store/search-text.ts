/**
 * Search text normalisation shared by every read-store adapter, so that "nguyen" finds "Nguyễn"
 * and "dang" finds "Đặng" whichever store runs.
 */

// Combining marks left behind by NFD: Vietnamese tone marks and vowel diacritics among them.
const COMBINING_MARKS = /\p{M}+/gu;
// NFD leaves the stroked d as its own letter, so it is folded by hand.
const STROKED_D = /đ/g;
const WHITESPACE_RUNS = /\s+/g;

/** Lower-case, accent-free, single-spaced form of `text`, used for both documents and queries. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(STROKED_D, 'd')
    .replace(WHITESPACE_RUNS, ' ')
    .trim();
}
