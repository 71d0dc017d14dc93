import { projectionTools } from '../../../../platform/projections/projection-tools';
import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import { recordedEvent } from '../../../../platform/testing/recorded-event';
import { activated, categoryId, changedAt, created, createdAt, deactivated, deleted, renamed } from '../../domain/category/category.fixtures';
import type { CourseEvent } from '../../domain/course/course.events';
import { details as courseDetails, drafted, owner } from '../../domain/course/course.fixtures';
import { categoriesProjection } from './categories.projection';
import { CATEGORIES_COLLECTION, CATEGORY_FILINGS_COLLECTION, CategoryRow } from './categories.read-model';

/** A course of its own stream, filed under `categoryId`, moved to another, and deleted. */
const course = (courseId: string, categoryId: string | null) => {
  const event = drafted(owner, courseDetails({ categoryId }));
  return { ...event, data: { ...event.data, courseId }, streamId: `catalogue_course-${courseId}` };
};
const moved = (courseId: string, categoryId: string | null) => ({
  type: 'CourseDetailsEdited',
  data: { courseId, details: courseDetails({ categoryId }), editedBy: owner, editedAt: changedAt },
  streamId: `catalogue_course-${courseId}`,
}) satisfies CourseEvent & { streamId: string };
const courseDeleted = (courseId: string) => ({
  type: 'CourseDeleted',
  data: { courseId, instructorId: owner.id, slug: 'khoa-hoc', deletedBy: owner, deletedAt: changedAt },
  streamId: `catalogue_course-${courseId}`,
}) satisfies CourseEvent & { streamId: string };
const seo = { ...created({ categoryId: 'c2', name: 'SEO', slug: 'seo' }), streamId: 'catalogue_category-c2' };

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

  it('counts the courses filed under each category, following moves and deletions', async () => {
    await spec.givenEvents(created(), seo, course('k1', categoryId), course('k2', categoryId), course('k3', null)).thenRows(CATEGORIES_COLLECTION, [
      { ...createdRow, courseCount: 2 },
      { ...createdRow, id: 'c2', name: 'SEO', slug: 'seo', revision: 0 },
    ]);
    const history = [created(), seo, course('k1', categoryId), course('k2', categoryId), moved('k1', 'c2'), courseDeleted('k2'), moved('k3', 'c2')];
    await spec.givenEvents(...history).thenRows(CATEGORIES_COLLECTION, [
      { ...createdRow, courseCount: 0 },
      { ...createdRow, id: 'c2', name: 'SEO', slug: 'seo', courseCount: 2 },
    ]);
    await spec.givenEvents(...history).thenRows(CATEGORY_FILINGS_COLLECTION, [
      { id: 'k1', categoryId: 'c2' },
      { id: 'k3', categoryId: 'c2' },
    ]);
  });

  it('counts a course moved away and back, edited in place, or taken out of every category once', async () => {
    const history = [created(), seo, course('k1', categoryId), moved('k1', 'c2'), moved('k1', categoryId), moved('k1', categoryId), moved('k1', null)];
    await spec.givenEvents(...history).thenRows(CATEGORIES_COLLECTION, [
      { ...createdRow, courseCount: 0 },
      { ...createdRow, id: 'c2', name: 'SEO', slug: 'seo', courseCount: 0 },
    ]);
    await spec.givenEvents(...history.slice(0, -1)).thenRows(CATEGORIES_COLLECTION, [
      { ...createdRow, courseCount: 1 },
      { ...createdRow, id: 'c2', name: 'SEO', slug: 'seo', courseCount: 0 },
    ]);
  });

  it('keeps a course count when the creation is delivered again', async () => {
    await spec.givenEvents(created()).thenRows(CATEGORIES_COLLECTION, [createdRow]);
    await spec.store.collection<CategoryRow>(CATEGORIES_COLLECTION).increment(categoryId, { courseCount: 2 });
    await categoriesProjection.apply(recordedEvent('CategoryCreated', { ...created().data }), spec.store, projectionTools(spec.vault));
    expect((await spec.store.collection<CategoryRow>(CATEGORIES_COLLECTION).get(categoryId))?.courseCount).toBe(2);
  });
});
