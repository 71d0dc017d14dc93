import { normalizeSearchText } from './search-text';

describe('normalizeSearchText', () => {
  it.each([
    ['Nguyễn Văn An', 'nguyen van an'],
    ['Đặng Thị Bình', 'dang thi binh'],
    ['đường ĐI', 'duong di'],
    ['Trần Hưng Đạo', 'tran hung dao'],
    ['Phạm Ngọc Thạch', 'pham ngoc thach'],
    ['Ưu đãi Học phí', 'uu dai hoc phi'],
    ['  many \t spaces\n here  ', 'many spaces here'],
    ['Crème Brûlée', 'creme brulee'],
    ['50% off_now', '50% off_now'],
    ['', ''],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('treats precomposed and decomposed input alike', () => {
    const precomposed = 'Nguy\u1ec5n';
    const decomposed = 'Nguye\u0302\u0303n';
    expect(normalizeSearchText(precomposed)).toBe(normalizeSearchText(decomposed));
  });

  it('is idempotent', () => {
    const once = normalizeSearchText('Lê Thị Hồng Gấm');
    expect(normalizeSearchText(once)).toBe(once);
  });
});
