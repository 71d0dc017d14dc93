import { isSlug, SLUG_MAX_LENGTH, toSlug } from './slug';

describe('toSlug', () => {
  it.each([
    ['Quảng cáo Facebook', 'quang-cao-facebook'],
    ['Đào tạo Marketing Online', 'dao-tao-marketing-online'],
    ['  TikTok   Shop & Livestream!! ', 'tiktok-shop-livestream'],
    ['Khóa học SEO 2026', 'khoa-hoc-seo-2026'],
    ['Ứng dụng AI', 'ung-dung-ai'],
    ['Quảng cáo Facebook'.normalize('NFD'), 'quang-cao-facebook'],
    ['Ｆａｃｅｂｏｏｋ ﬁle', 'facebook-file'],
    ['Straße Øre', 'strasse-ore'],
  ])('%s -> %s', (title, slug) => {
    expect(toSlug(title)).toBe(slug);
  });

  it('is empty when nothing Latin is left to read', () => {
    expect(toSlug('中文')).toBe('');
    expect(toSlug('!!! ---')).toBe('');
    expect(toSlug('\u200B\u202E')).toBe('');
  });

  it('gives the same slug to titles that differ only by accents, case or spacing', () => {
    expect(toSlug('Quang Cao  facebook')).toBe(toSlug('Quảng cáo Facebook'));
  });

  it('stays within the length limit and never ends with a hyphen', () => {
    const slug = toSlug(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} bcd`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('the slug shape', () => {
  it.each(['quang-cao-facebook', 'seo', 'khoa-hoc-2026'])('accepts %p', (slug) => expect(isSlug(slug)).toBe(true));
  it.each(['', 'Quang-cao', 'quang--cao', '-seo', 'seo-', 'quảng-cáo', 'a b', 'x'.repeat(101)])('refuses %p', (slug) => expect(isSlug(slug)).toBe(false));
  it('accepts whatever toSlug writes', () => expect(isSlug(toSlug('Quảng cáo Facebook: từ A đến Z!'))).toBe(true));
});
