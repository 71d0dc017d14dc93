import { defineProjection, ProjectionContext } from '../../../../platform/projections/define-projection';
import type { CategoryEvent } from '../../domain/category/category.events';
import type { CourseDeleted, CourseDetailsEdited, CourseDrafted } from '../../domain/course/course.events';
import { CATEGORIES_COLLECTION, CATEGORY_FILINGS_COLLECTION, categoryFilingRows, categoryRows } from './categories.read-model';

/** The course events that file a course under a category, move it, or take it out. */
type CourseFiling = CourseDrafted | CourseDetailsEdited | CourseDeleted;

const NAME = 'catalogue.categories.v1';

/**
 * Idempotent: creation inserts only when absent (so a redelivery never resets `courseCount` or its
 * replay marks), and every other category event sets absolute values or removes the row. Course
 * events count with guarded increments, so a redelivered one counts once.
 */
export const categoriesProjection = defineProjection<CategoryEvent | CourseFiling>({
  name: NAME,
  collections: [CATEGORIES_COLLECTION, CATEGORY_FILINGS_COLLECTION],
  handlers: {
    async CategoryCreated({ data }, { store, recorded }) {
      const { categoryId, name, slug, description, order, isActive, createdAt } = data;
      const row = { id: categoryId, name, slug, description, order, isActive, courseCount: 0, createdAt, updatedAt: createdAt };
      await categoryRows(store).insertIfAbsent({ ...row, revision: recorded.revision });
    },
    async CategoryDetailsChanged({ data }, { store, recorded }) {
      const { categoryId, name, slug, description, order, changedAt } = data;
      await categoryRows(store).patch(categoryId, { name, slug, description, order, updatedAt: changedAt, revision: recorded.revision });
    },
    async CategoryActivated({ data }, { store, recorded }) {
      await categoryRows(store).patch(data.categoryId, { isActive: true, updatedAt: data.changedAt, revision: recorded.revision });
    },
    async CategoryDeactivated({ data }, { store, recorded }) {
      await categoryRows(store).patch(data.categoryId, { isActive: false, updatedAt: data.changedAt, revision: recorded.revision });
    },
    async CategoryDeleted({ data }, { store }) {
      await categoryRows(store).delete(data.categoryId);
    },
    CourseDrafted: ({ data }, context) => fileCourse(context, data.courseId, data.details.categoryId),
    CourseDetailsEdited: ({ data }, context) => fileCourse(context, data.courseId, data.details.categoryId),
    CourseDeleted: ({ data }, context) => fileCourse(context, data.courseId, null),
  },
});

/**
 * Moves one course's count from the category it was filed under to `categoryId` (null: none).
 * Each count is one guarded write per category per event, made before the filing is updated: a
 * crash in between replays the event, the counts already made are skipped and the filing catches
 * up. On a replay from earlier in the log the filing may already name a later category, but every
 * category such a move would touch was marked by that later event, so the replayed event counts
 * nothing twice.
 */
async function fileCourse({ store, recorded }: ProjectionContext, courseId: string, categoryId: string | null): Promise<void> {
  const filings = categoryFilingRows(store);
  const previous = (await filings.get(courseId))?.categoryId ?? null;
  if (previous === categoryId) return;
  const appliedBy = { source: NAME, position: recorded.position };
  if (previous !== null) await categoryRows(store).increment(previous, { courseCount: -1 }, { appliedBy });
  if (categoryId !== null) await categoryRows(store).increment(categoryId, { courseCount: 1 }, { appliedBy });
  if (categoryId === null) await filings.delete(courseId);
  else await filings.upsert({ id: courseId, categoryId });
}
