import { projectionTools } from '../../../../platform/projections/projection-tools';
import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import { recordedEvent } from '../../../../platform/testing/recorded-event';
import type { CourseEvent } from '../../domain/course/course.events';
import {
  admin,
  approved,
  at,
  completeDraft,
  courseId,
  curriculum,
  details,
  drafted,
  owner,
  pendingReview,
  publishedCourse,
  submitted,
  unpublished,
} from '../../domain/course/course.fixtures';
import { CatalogueCourseRow, catalogueRowOf, COURSE_CATALOGUE_COLLECTION } from '../course-catalogue/course-catalogue.read-model';
import { COURSE_PAGES_COLLECTION, pageRowOf } from '../course-pages/course-pages.read-model';
import { MANAGED_COURSES_COLLECTION, managedRowOf } from '../managed-courses/managed-courses.read-model';
import { coursesProjection } from './courses.projection';
import { EDITABLE_COURSES_COLLECTION, EditableCourseRow } from './editable-course.read-model';

const draftRow: EditableCourseRow = {
  id: courseId,
  instructorId: owner.id,
  status: 'draft',
  details: details(),
  pricing: null,
  sections: [],
  everPublished: false,
  unpublishedByAdmin: false,
  rejectionReason: null,
  submittedAt: null,
  publishedAt: null,
  createdAt: at,
  updatedAt: at,
  revision: 0,
  enrolledStudents: 0,
  rating: null,
  reviewsCount: 0,
};
const pricing = { price: 1_990_000, originalPrice: 2_990_000, currency: 'VND' as const };
const completeRow: EditableCourseRow = { ...draftRow, pricing, sections: curriculum, revision: 2 };
const pendingRow: EditableCourseRow = { ...completeRow, status: 'pending_review', submittedAt: at, revision: 3 };
const publishedRow: EditableCourseRow = { ...pendingRow, status: 'published', everPublished: true, publishedAt: at, revision: 4 };

const later = '2026-11-23T09:00:00.000Z';
const rejected = (reason: string): CourseEvent => ({
  type: 'CourseRejected',
  data: { courseId, instructorId: owner.id, title: details().title, reason, rejectedBy: admin, rejectedAt: later },
});
const deleted: CourseEvent = { type: 'CourseDeleted', data: { courseId, instructorId: owner.id, slug: details().slug, deletedBy: owner, deletedAt: later } };
const archived: CourseEvent = { type: 'CourseArchived', data: { courseId, instructorId: owner.id, archivedBy: owner, archivedAt: later } };

describe('courses projection', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(coursesProjection);
  });
  afterAll(() => spec.close());

  it('keeps a new draft for its instructor and the admins, and shows it nowhere public', async () => {
    await spec.givenEvents(drafted()).thenRows(EDITABLE_COURSES_COLLECTION, [draftRow]);
    await spec.givenEvents(drafted()).thenRows(MANAGED_COURSES_COLLECTION, [managedRowOf(draftRow)]);
    await spec.givenEvents(drafted()).thenRows(COURSE_CATALOGUE_COLLECTION, []);
    await spec.givenEvents(drafted()).thenRows(COURSE_PAGES_COLLECTION, []);
  });

  it('folds price and curriculum into the row, and lists the course with its totals', async () => {
    await spec.givenEvents(...completeDraft).thenRows(EDITABLE_COURSES_COLLECTION, [completeRow]);
    await spec.givenEvents(...completeDraft).thenRows(MANAGED_COURSES_COLLECTION, [
      expect.objectContaining({ id: courseId, status: 'draft', price: 1_990_000, duration: 1200, totalLectures: 2, searchText: `${details().title} ${details().slug}` }),
    ]);
  });

  it('puts a course awaiting review in the queue with the time it was sent', async () => {
    await spec.givenEvents(...pendingReview).thenRows(MANAGED_COURSES_COLLECTION, [managedRowOf(pendingRow)]);
    await spec.givenEvents(...pendingReview).thenRows(COURSE_CATALOGUE_COLLECTION, []);
  });

  it('keeps the reason of a rejection until the course is sent again', async () => {
    await spec.givenEvents(...pendingReview, rejected('Thiếu video')).thenRows(EDITABLE_COURSES_COLLECTION, [
      { ...pendingRow, status: 'rejected', rejectionReason: 'Thiếu video', updatedAt: later, revision: 4 },
    ]);
    await spec.givenEvents(...pendingReview, rejected('Thiếu video'), submitted()).thenRows(EDITABLE_COURSES_COLLECTION, [
      { ...pendingRow, rejectionReason: null, revision: 5 },
    ]);
  });

  it('shows an approved course on the public list and its page, with the media of free previews only', async () => {
    await spec.givenEvents(...publishedCourse).thenRows(EDITABLE_COURSES_COLLECTION, [publishedRow]);
    const card: CatalogueCourseRow = {
      id: courseId,
      slug: details().slug,
      title: details().title,
      shortDescription: details().shortDescription,
      thumbnailUrl: details().thumbnailUrl,
      level: 'beginner',
      categoryId: 'category-ads',
      price: 1_990_000,
      originalPrice: 2_990_000,
      instructorId: owner.id,
      duration: 1200,
      totalLectures: 2,
      enrolledStudents: 0,
      rating: null,
      reviewsCount: 0,
      publishedAt: at,
      searchText: `${details().title} ${details().shortDescription}`,
    };
    await spec.givenEvents(...publishedCourse).thenRows(COURSE_CATALOGUE_COLLECTION, [card]);
    const { searchText: _searchText, ...pageCard } = card;
    await spec.givenEvents(...publishedCourse).thenRows(COURSE_PAGES_COLLECTION, [
      {
        ...pageCard,
        description: details().description,
        seo: details().seo,
        curriculum: [
          {
            _id: 'section-1',
            title: 'Chương section-1',
            lectures: [
              { _id: 'lecture-1', title: 'Bài lecture-1', duration: 600, isFreePreview: true, thumbnailUrl: null, mediaId: 'media-lecture-1' },
              { _id: 'lecture-2', title: 'Bài lecture-2', duration: 600, isFreePreview: false, thumbnailUrl: null },
            ],
          },
        ],
      },
    ]);
  });

  it('follows edits of a course on sale into its public rows', async () => {
    const retitled: CourseEvent = {
      type: 'CourseDetailsEdited',
      data: { courseId, details: details({ title: 'Quảng cáo Facebook 2027' }), editedBy: owner, editedAt: later },
    };
    const row = { ...publishedRow, details: details({ title: 'Quảng cáo Facebook 2027' }), updatedAt: later, revision: 5 };
    await spec.givenEvents(...publishedCourse, retitled).thenRows(COURSE_CATALOGUE_COLLECTION, [catalogueRowOf(row)]);
    await spec.givenEvents(...publishedCourse, retitled).thenRows(COURSE_PAGES_COLLECTION, [pageRowOf(row)]);
  });

  it('takes an unpublished or archived course off the public rows and keeps it listed for its owner', async () => {
    for (const offSale of [unpublished(), archived]) {
      await spec.givenEvents(...publishedCourse, offSale).thenRows(COURSE_CATALOGUE_COLLECTION, []);
      await spec.givenEvents(...publishedCourse, offSale).thenRows(COURSE_PAGES_COLLECTION, []);
    }
    await spec.givenEvents(...publishedCourse, unpublished(admin)).thenRows(EDITABLE_COURSES_COLLECTION, [
      { ...publishedRow, status: 'unpublished', unpublishedByAdmin: true, revision: 5 },
    ]);
    await spec.givenEvents(...publishedCourse, archived).thenRows(MANAGED_COURSES_COLLECTION, [
      managedRowOf({ ...publishedRow, status: 'archived', updatedAt: later, revision: 5 }),
    ]);
  });

  it('keeps the first publication date when the course comes back on sale', async () => {
    const republished: CourseEvent = { type: 'CourseRepublished', data: { ...approved().data, republishedBy: owner, publishedAt: later } };
    await spec.givenEvents(...publishedCourse, unpublished(), republished).thenRows(COURSE_CATALOGUE_COLLECTION, [
      catalogueRowOf({ ...publishedRow, updatedAt: later, revision: 6 }),
    ]);
  });

  it('erases a deleted course everywhere', async () => {
    for (const collection of coursesProjection.collections) await spec.givenEvents(...publishedCourse, deleted).thenRows(collection, []);
  });

  it('keeps the counters learning will feed when the draft is delivered again', async () => {
    await spec.givenEvents(...completeDraft).thenRows(EDITABLE_COURSES_COLLECTION, [completeRow]);
    await spec.store.collection<EditableCourseRow>(EDITABLE_COURSES_COLLECTION).patch(courseId, { enrolledStudents: 3 });
    await coursesProjection.apply(recordedEvent('CourseDrafted', { ...drafted().data }), spec.store, projectionTools(spec.vault));
    expect(await spec.store.collection<EditableCourseRow>(EDITABLE_COURSES_COLLECTION).get(courseId)).toEqual({ ...completeRow, enrolledStudents: 3 });
  });
});
