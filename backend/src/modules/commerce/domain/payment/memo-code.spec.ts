import { findMemoCode, isMemoCode, MEMO_CODE_LENGTH, memoCodeOf, memoKindOf } from './memo-code';

const memo = 'DH0000010234T';

describe('memoCodeOf', () => {
  it('makes the prefix, the order number padded to 10 and a check character', () => {
    expect(memoCodeOf('10234')).toBe(memo);
    expect(memoCodeOf('8f3k2qzx7m')).toBe('DH8F3K2QZX7MX');
  });

  it('keeps only upper-case letters and digits, without Vietnamese marks', () => {
    expect(memoCodeOf('đơn-10234')).toBe(memoCodeOf('DON10234'));
    expect(memoCodeOf(' 10 234 ')).toBe(memo);
  });

  it('is never longer than 25 characters and always a memo code', () => {
    for (const input of ['1', '10234', 'ZZZZZZZZZZ', 'Ấ9đ']) {
      const made = memoCodeOf(input);
      expect(made.length).toBe(MEMO_CODE_LENGTH);
      expect(made.length).toBeLessThanOrEqual(25);
      expect(made).toMatch(/^DH[A-Z0-9]+$/);
      expect(isMemoCode(made)).toBe(true);
    }
  });

  it('refuses an input it would have to cut, or one with nothing left', () => {
    expect(() => memoCodeOf('12345678901')).toThrow();
    expect(() => memoCodeOf('---')).toThrow();
  });
});

describe('isMemoCode', () => {
  it('refuses a code with one character changed, a wrong length or prefix', () => {
    expect(isMemoCode(memo)).toBe(true);
    expect(isMemoCode('DH0000010235T')).toBe(false);
    expect(isMemoCode('DH0000010234')).toBe(false);
    expect(isMemoCode('DX0000010234T')).toBe(false);
    expect(isMemoCode('dh0000010234t')).toBe(false);
  });
});

describe('findMemoCode', () => {
  it('takes SePay’s code field first, whatever its case', () => {
    expect(findMemoCode(memo, 'chuyen tien')).toBe(memo);
    expect(findMemoCode('dh0000010234t', '')).toBe(memo);
  });

  it('falls back on the content when the code field is empty or not ours', () => {
    expect(findMemoCode(null, `${memo} chuyen khoan`)).toBe(memo);
    expect(findMemoCode('', memo)).toBe(memo);
    expect(findMemoCode('DH123', `thanh toan ${memo}`)).toBe(memo);
  });

  it.each([
    ['Vietcombank, with its references around it', `MBVCB.7412589630.${memo}.CT tu 0071001234567 NGUYEN VAN AN toi 1903xxxx HOC VIEN ONLINE`],
    ['Techcombank, lower case', `nguyen thi lan chuyen tien ${memo.toLowerCase()} FT24335123456789`],
    ['MB, code glued to the sender’s words', `NGUYEN VAN AN CHUYEN TIEN-${memo}-Ma GD ACSP/ 123456`],
    ['a bank that broke the code with spaces', 'TRAN THI MAI chuyen khoan DH00000 10234 T GD 5501IBT1bJ3K2L1'],
    ['a bank that broke it with a dot and a line break', 'IBFT DH000001.0234\nT Thanh toan hoc phi'],
    ['a memo typed with Vietnamese marks the bank kept', `Thanh toán đơn hàng ${memo} – cảm ơn`],
    ['the buyer typed it in lower case with spaces', 'thanh toan dh 0000010234 t'],
  ])('finds the memo in a transfer from %s', (_bank, content) => {
    expect(findMemoCode(null, content)).toBe(memo);
  });

  it('does not take a name or a bank reference that contains DH for an order', () => {
    expect(findMemoCode(null, 'DAVID HOANG chuyen tien hoc phi khoa Excel')).toBeNull();
    expect(findMemoCode(null, 'MBVCB.123.DHA1234567890.CT tu 0071001234567')).toBeNull();
    expect(findMemoCode(null, '')).toBeNull();
  });

  it('does not take a memo with one character mistyped', () => {
    expect(findMemoCode(null, 'thanh toan DH0000010235T')).toBeNull();
  });

  it('prefers a whole word over a code pieced together across words', () => {
    const other = memoCodeOf('99');
    expect(findMemoCode(null, `DH 000 ${other}`)).toBe(other);
  });
});

describe('deposit memo codes', () => {
  const deposit = memoCodeOf('8f3k2qzx7m', 'deposit');

  it('begin with NT, keep the shape and the check character, and are no order code', () => {
    expect(deposit).toBe('NT8F3K2QZX7MX');
    expect(memoKindOf(deposit)).toBe('deposit');
    expect(isMemoCode(deposit, 'deposit')).toBe(true);
    expect(isMemoCode(deposit)).toBe(false);
    expect(memoKindOf('NT8F3K2QZX7MY')).toBeNull();
  });

  it('are found in a transfer the same way as order codes', () => {
    expect(findMemoCode(null, `nap tien ${deposit.toLowerCase()}`)).toBe(deposit);
    expect(findMemoCode(null, 'MBVCB.1.NT8F3K 2QZX7MX.CT')).toBe(deposit);
  });
});
