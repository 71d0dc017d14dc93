import * as contracts from '@academy/contracts';

/** Letters only Vietnamese writes: any real Vietnamese sentence has at least one. */
const VIETNAMESE_LETTER = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/iu;

/**
 * Words of zod's, express's, body-parser's and Node's English defaults. "JSON" is not among them:
 * our own texts name it ("Phải là một đối tượng JSON."); express's JSON errors still show
 * "Unexpected" or "expected".
 */
const ENGLISH_WORDS =
  /\b(expected|received|invalid|required|must|string|number|object|array|unexpected|payload|too large|too small|too big|not found|undefined|NaN|syntax|entity|unsupported|encoding|charset|position|failed|error|cannot)\b/i;

/** Every text the contracts publish (`*_MESSAGES`), for the rare one without a Vietnamese letter. */
const KNOWN_TEXTS = new Set(
  Object.entries(contracts)
    .filter(([name, value]) => name.endsWith('_MESSAGES') && typeof value === 'object' && value !== null)
    .flatMap(([, texts]) => Object.values(texts as Record<string, unknown>))
    .filter((text): text is string => typeof text === 'string'),
);

/** True when a user could read the text as Vietnamese and no English default leaked into it. */
export function looksVietnamese(text: string): boolean {
  return (VIETNAMESE_LETTER.test(text) || KNOWN_TEXTS.has(text)) && !ENGLISH_WORDS.test(text);
}
