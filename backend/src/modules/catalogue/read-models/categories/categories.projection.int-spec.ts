import { projectionTools } from '../../../../platform/projections/projection-tools';
import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import { recordedEvent } from '../../../../platform/testing/recorded-event';
import { activated, categoryId, changedAt, created, createdAt, deactivated, deleted, renamed } from '../../domain/category/category.fixtures';
import { categoriesProjection } from './categories.projection';
import { CATEGORIES_COLLECTION, CategoryRow } from './categories.read-model';

const createdRow: CategoryRow = {
  id: categoryId,
  name: 'Quảng cáo Facebook',
  slug: 'quang-cao-facebook',
  description: 'Chạy quảng cáo hiệu quả',
  order: 1,
  isActive: true,
  courseCount: 0,
  createdAt,
  updatedAt: createdAt,
  revision: 0,
};

describe('categories projection', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(categoriesProjection);
  });
  afterAll(() => spec.close());

  it('lists a new category with no courses yet', async () => {
    await spec.givenEvents(created()).thenRows(CATEGORIES_COLLECTION, [createdRow]);
  });

  it('shows the new name, slug, description and order after an edit', async () => {
    await spec.givenEvents(created(), renamed).thenRows(CATEGORIES_COLLECTION, [
      { ...createdRow, name: 'Quảng cáo TikTok', slug: 'quang-cao-tiktok', description: 'Video ngắn', order: 2, updatedAt: changedAt, revision: 1 },
    ]);
  });

  it('follows the active flag through toggles', async () => {
    await spec.givenEvents(created(), deactivated).thenRows(CATEGORIES_COLLECTION, [{ ...createdRow, isActive: false, updatedAt: changedAt, revision: 1 }]);
    await spec.givenEvents(created(), deactivated, activated).thenRows(CATEGORIES_COLLECTION, [{ ...createdRow, updatedAt: changedAt, revision: 2 }]);
  });

  it('removes a deleted category from the list', async () => {
    await spec.givenEvents(created(), { ...created({ categoryId: 'c2', name: 'SEO', slug: 'seo' }), streamId: 'catalogue_category-c2' }, deleted).thenRows(CATEGORIES_COLLECTION, [
      { ...createdRow, id: 'c2', name: 'SEO', slug: 'seo' },
    ]);
  });

  it('keeps a course count when the creation is delivered again', async () => {
    await spec.givenEvents(created()).thenRows(CATEGORIES_COLLECTION, [createdRow]);
    await spec.store.collection<CategoryRow>(CATEGORIES_COLLECTION).increment(categoryId, { courseCount: 2 });
    await categoriesProjection.apply(recordedEvent('CategoryCreated', { ...created().data }), spec.store, projectionTools(spec.vault));
    expect((await spec.store.collection<CategoryRow>(CATEGORIES_COLLECTION).get(categoryId))?.courseCount).toBe(2);
  });
});
