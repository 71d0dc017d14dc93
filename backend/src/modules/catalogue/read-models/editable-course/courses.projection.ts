import { defineProjection, ProjectionContext } from '../../../../platform/projections/define-projection';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { CourseDrafted, CourseEvent } from '../../domain/course/course.events';
import { evolve } from '../../domain/course/course.state';
import { catalogueCourseRows, catalogueRowOf, COURSE_CATALOGUE_COLLECTION } from '../course-catalogue/course-catalogue.read-model';
import { COURSE_PAGES_COLLECTION, coursePageRows, pageRowOf } from '../course-pages/course-pages.read-model';
import { MANAGED_COURSES_COLLECTION, managedCourseRows, managedRowOf } from '../managed-courses/managed-courses.read-model';
import { courseOf, EDITABLE_COURSES_COLLECTION, EditableCourseRow, editableCourseRows } from './editable-course.read-model';

/** What an event says besides the state change: the times and reasons the screens show. */
type Annotation = Partial<Pick<EditableCourseRow, 'rejectionReason' | 'submittedAt' | 'publishedAt'>> & { updatedAt: string };

/**
 * The course read models, from the course stream: the editable course (the aggregate's state,
 * folded by the course decider's own `evolve`), and derived from it after every event the
 * instructor's and admin's list row and, while the course is on sale, its public card and page.
 * One projection, so the derived rows can never run ahead of or behind the row they come from.
 *
 * Idempotent: the draft is inserted only when absent (a redelivery never resets the counters
 * learning will keep on the row), every other event patches absolute values, and the derived rows
 * are replaced whole. A replay from an earlier checkpoint re-applies later events in order and ends
 * where the first delivery did.
 */
export const coursesProjection = defineProjection<CourseEvent>({
  name: 'catalogue.courses.v1',
  collections: [EDITABLE_COURSES_COLLECTION, COURSE_CATALOGUE_COLLECTION, COURSE_PAGES_COLLECTION, MANAGED_COURSES_COLLECTION],
  handlers: {
    async CourseDrafted({ data }, context) {
      await editableCourseRows(context.store).insertIfAbsent(draftRow(data, context.recorded.revision));
      await showEverywhere(context.store, data.courseId);
    },
    CourseDetailsEdited: (event, context) => follow(event, context, { updatedAt: event.data.editedAt }),
    CoursePriced: (event, context) => follow(event, context, { updatedAt: event.data.pricedAt }),
    CourseCurriculumReplaced: (event, context) => follow(event, context, { updatedAt: event.data.replacedAt }),
    CourseSubmittedForReview: (event, context) =>
      follow(event, context, { updatedAt: event.data.submittedAt, submittedAt: event.data.submittedAt, rejectionReason: null }),
    CourseApproved: (event, context) =>
      follow(event, context, { updatedAt: event.data.publishedAt, publishedAt: event.data.publishedAt, rejectionReason: null }),
    CourseRejected: (event, context) => follow(event, context, { updatedAt: event.data.rejectedAt, rejectionReason: event.data.reason }),
    CourseUnpublished: (event, context) => follow(event, context, { updatedAt: event.data.unpublishedAt }),
    CourseRepublished: (event, context) => follow(event, context, { updatedAt: event.data.publishedAt }),
    CourseArchived: (event, context) => follow(event, context, { updatedAt: event.data.archivedAt }),
    async CourseDeleted({ data }, { store }) {
      for (const rows of [editableCourseRows(store), managedCourseRows(store), catalogueCourseRows(store), coursePageRows(store)]) {
        await rows.delete(data.courseId);
      }
    },
  },
});

function draftRow({ courseId, instructorId, details, draftedAt }: CourseDrafted['data'], revision: number): EditableCourseRow {
  return {
    id: courseId,
    instructorId,
    status: 'draft',
    details,
    pricing: null,
    sections: [],
    everPublished: false,
    unpublishedByAdmin: false,
    rejectionReason: null,
    submittedAt: null,
    publishedAt: null,
    createdAt: draftedAt,
    updatedAt: draftedAt,
    revision,
    enrolledStudents: 0,
    rating: null,
    reviewsCount: 0,
  };
}

/** Folds one event into the row (state, annotation, revision), then re-derives the other rows. */
async function follow(event: CourseEvent, { store, recorded }: ProjectionContext, annotation: Annotation): Promise<void> {
  const rows = editableCourseRows(store);
  const row = await rows.get(event.data.courseId);
  // Gone: a replay of events before a deletion that was already applied.
  if (!row) return;
  const next = evolve(courseOf(row), event);
  if (next.status === 'absent' || next.status === 'deleted') return;
  const { status, details, pricing, sections, everPublished, unpublishedByAdmin } = next;
  await rows.patch(row.id, { status, details, pricing, sections: [...sections], everPublished, unpublishedByAdmin, ...annotation, revision: recorded.revision });
  await showEverywhere(store, row.id);
}

/** The list row always; the public card and page only while the course is on sale. */
async function showEverywhere(store: ReadStore, courseId: string): Promise<void> {
  const course = await editableCourseRows(store).get(courseId);
  if (!course) return;
  await managedCourseRows(store).upsert(managedRowOf(course));
  if (course.status === 'published') {
    await catalogueCourseRows(store).upsert(catalogueRowOf(course));
    await coursePageRows(store).upsert(pageRowOf(course));
  } else {
    await catalogueCourseRows(store).delete(courseId);
    await coursePageRows(store).delete(courseId);
  }
}
