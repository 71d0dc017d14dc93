import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { CourseLevel } from '../../domain/course/course.events';
import { curriculumTotals, EditableCourseRow } from '../editable-course/editable-course.read-model';

/** A published course's card: the public list and the home page. Category and instructor are joined when read. */
export interface CatalogueCourseRow {
  id: string;
  slug: string;
  title: string;
  shortDescription: string;
  thumbnailUrl: string | null;
  level: CourseLevel;
  categoryId: string | null;
  price: number;
  originalPrice: number | null;
  instructorId: string;
  duration: number;
  totalLectures: number;
  enrolledStudents: number;
  rating: number | null;
  reviewsCount: number;
  publishedAt: string;
  /** Title and short description: what the visitor's search (accents ignored by the store) looks in. */
  searchText: string;
}

export const COURSE_CATALOGUE_COLLECTION = 'catalogue_course_catalogue';

/** Only published courses, newest published first, optionally within one category. */
export const catalogueCourseRows = (store: ReadStore) =>
  store.collection<CatalogueCourseRow>(COURSE_CATALOGUE_COLLECTION, {
    present: ['publishedAt'],
    indexes: [[{ field: 'publishedAt', direction: 'desc' }], ['categoryId', { field: 'publishedAt', direction: 'desc' }]],
  });

/** The card of a course on sale. */
export function catalogueRowOf(course: EditableCourseRow): CatalogueCourseRow {
  const { title, slug, shortDescription, thumbnailUrl, level, categoryId } = course.details;
  return {
    id: course.id,
    slug,
    title,
    shortDescription,
    thumbnailUrl,
    level,
    categoryId,
    price: course.pricing?.price ?? 0,
    originalPrice: course.pricing?.originalPrice ?? null,
    instructorId: course.instructorId,
    ...curriculumTotals(course.sections),
    enrolledStudents: course.enrolledStudents,
    rating: course.rating,
    reviewsCount: course.reviewsCount,
    // Published means approved, which sets it; the fallback only keeps the field present.
    publishedAt: course.publishedAt ?? course.updatedAt,
    searchText: `${title} ${shortDescription}`,
  };
}
