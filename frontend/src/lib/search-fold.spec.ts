import { foldForSearch, matchesSearch } from './search-fold';

describe('foldForSearch', () => {
  it('drops Vietnamese accents and case, đ included', () => {
    expect(foldForSearch('Quảng cáo Đa kênh')).toBe('quang cao da kenh');
  });

  it('folds text typed in decomposed form like the composed one', () => {
    expect(foldForSearch('Quảng'.normalize('NFD'))).toBe(foldForSearch('Quảng'));
  });
});

describe('matchesSearch', () => {
  it('finds an accented title from what was typed without accents', () => {
    expect(matchesSearch('Facebook Ads thực chiến', '  THUC chien ')).toBe(true);
  });

  it('refuses a title that does not contain it', () => {
    expect(matchesSearch('Facebook Ads thực chiến', 'tiktok')).toBe(false);
  });

  it('matches everything when nothing is typed', () => {
    expect(matchesSearch('Bất kỳ', '   ')).toBe(true);
  });
});
