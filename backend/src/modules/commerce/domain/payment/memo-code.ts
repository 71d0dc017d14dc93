/**
 * The transfer memo that ties a bank transfer to what it pays: `DH` (đơn hàng) for an order, `NT`
 * (nạp tiền) for a wallet deposit, + 10 letters or digits from the order number (or a random
 * string) + 1 check character, 13 characters in all.
 *
 * Why a fixed length and a check character: banks strip diacritics and punctuation from the memo,
 * upper-case it, prepend their own references and may break it with spaces ("DH00001 02345X").
 * A fixed length says where our code ends once the spaces are taken out, and the check character
 * keeps a name or a bank reference that happens to contain "DH" from passing for an order
 * (random characters pass with a chance of 1 in 36; one mistyped character never does).
 */
export const MEMO_PREFIXES = { order: 'DH', deposit: 'NT' } as const;
export type MemoKind = keyof typeof MEMO_PREFIXES;
const PREFIX_LENGTH = 2;
export const MEMO_BODY_LENGTH = 10;
export const MEMO_CODE_LENGTH = PREFIX_LENGTH + MEMO_BODY_LENGTH + 1;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The memo code of an order or a deposit. The input is reduced to upper-case A-Z and 0-9 (diacritics dropped,
 * đ as d) and padded on the left with zeros; an input longer than 10 characters once reduced is
 * refused rather than cut, since a cut could give two orders one memo.
 */
export function memoCodeOf(orderNumberOrRandom: string, kind: MemoKind = 'order'): string {
  const body = plainUpper(orderNumberOrRandom).replace(/[^A-Z0-9]/g, '');
  if (body.length === 0 || body.length > MEMO_BODY_LENGTH) {
    throw new Error(`A memo code needs 1 to ${MEMO_BODY_LENGTH} letters or digits, got ${JSON.stringify(orderNumberOrRandom)}`);
  }
  const padded = body.padStart(MEMO_BODY_LENGTH, '0');
  return `${MEMO_PREFIXES[kind]}${padded}${checkCharacterOf(padded)}`;
}

/** What a memo code names, for a code as `memoCodeOf` makes them (the shape and the check character); null otherwise. */
export function memoKindOf(candidate: string): MemoKind | null {
  if (candidate.length !== MEMO_CODE_LENGTH || !/^[A-Z0-9]+$/.test(candidate)) return null;
  const kind = (Object.keys(MEMO_PREFIXES) as MemoKind[]).find((each) => candidate.startsWith(MEMO_PREFIXES[each]));
  if (kind === undefined) return null;
  const body = candidate.slice(PREFIX_LENGTH, -1);
  return candidate.endsWith(checkCharacterOf(body)) ? kind : null;
}

export const isMemoCode = (candidate: string, kind: MemoKind = 'order'): boolean => memoKindOf(candidate) === kind;

/**
 * Our memo code (an order's or a deposit's) in a transfer as SePay reports it, or null. SePay's `code` field is tried first
 * (it holds the code it recognised by our prefix, when it recognised one); then the transfer's
 * content: first as a whole word, then with the spaces and punctuation a bank put inside it taken
 * out. Case and diacritics never matter.
 */
export function findMemoCode(code: string | null, content: string): string | null {
  for (const text of [code ?? '', content]) {
    const found = findIn(text);
    if (found) return found;
  }
  return null;
}

function findIn(text: string): string | null {
  const plain = plainUpper(text);
  const wholeWord = plain.split(/[^A-Z0-9]+/).find((word) => memoKindOf(word) !== null);
  if (wholeWord) return wholeWord;
  const squeezed = plain.replace(/[^A-Z0-9]/g, '');
  for (let start = 0; start + MEMO_CODE_LENGTH <= squeezed.length; start++) {
    const candidate = squeezed.slice(start, start + MEMO_CODE_LENGTH);
    if (memoKindOf(candidate) !== null) return candidate;
  }
  return null;
}

/** Upper-case without Vietnamese marks, as a bank writes a memo: "Đơn hàng" -> "DON HANG". */
function plainUpper(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase();
}

/** ISO 7064 MOD 37,36: catches every changed character and all but about 1 in 1000 swaps of two neighbours. */
function checkCharacterOf(body: string): string {
  const modulus = ALPHABET.length;
  let product = modulus;
  for (const character of body) {
    const sum = (product + ALPHABET.indexOf(character)) % modulus || modulus;
    product = (sum * 2) % (modulus + 1);
  }
  return ALPHABET[(modulus + 1 - product) % modulus];
}
