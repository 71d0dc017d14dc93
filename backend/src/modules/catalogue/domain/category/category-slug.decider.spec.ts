import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { categorySlugDecider, categorySlugOf, CategorySlugCommand } from './category-slug.decider';
import type { CategorySlugClaimed, CategorySlugReleased } from './category.events';

const given = deciderSpec(categorySlugDecider);
const slug = 'quang-cao-facebook';
const at = '2026-11-22T08:00:00.000Z';

const claim = (categoryId: string): CategorySlugCommand => ({ type: 'ClaimCategorySlug', data: { slug, categoryId, claimedAt: at } });
const release = (categoryId: string): CategorySlugCommand => ({ type: 'ReleaseCategorySlug', data: { slug, categoryId, releasedAt: at } });
const claimedBy = (categoryId: string): CategorySlugClaimed => ({ type: 'CategorySlugClaimed', data: { slug, categoryId, claimedAt: at } });
const releasedBy = (categoryId: string): CategorySlugReleased => ({ type: 'CategorySlugReleased', data: { slug, categoryId, releasedAt: at } });

describe('category slug reservation', () => {
  it('gives a free slug to the first category that claims it', () => {
    given([]).when(claim('c1')).then([claimedBy('c1')]);
  });

  it('refuses a slug another category holds', () => {
    given([claimedBy('c1')]).when(claim('c2')).thenThrows('CATEGORY_NAME_TAKEN');
  });

  it('lets the holder claim again without a new event (retried create, rename back)', () => {
    given([claimedBy('c1')]).when(claim('c1')).then([]);
  });

  it('frees the slug for anyone once its holder releases it', () => {
    given([claimedBy('c1')]).when(release('c1')).then([releasedBy('c1')]);
    given([claimedBy('c1'), releasedBy('c1')]).when(claim('c2')).then([claimedBy('c2')]);
  });

  it('ignores a release by a category that does not hold the slug, and a repeated one', () => {
    given([claimedBy('c1')]).when(release('c2')).then([]);
    given([claimedBy('c1'), releasedBy('c1')]).when(release('c1')).then([]);
  });

  it('keeps slugs in their own streams, apart from the categories', () => {
    expect(categorySlugDecider.streamIdOf(claim('c1'))).toBe('catalogue_category_slug-quang-cao-facebook');
  });

  it('derives the slug from the name and refuses a name with nothing Latin to read', () => {
    expect(categorySlugOf('Quảng cáo Facebook')).toBe(slug);
    expect(() => categorySlugOf('中文 !!!')).toThrow(expect.objectContaining({ code: 'CATEGORY_NAME_UNSLUGGABLE', kind: 'invalid' }));
  });
});
