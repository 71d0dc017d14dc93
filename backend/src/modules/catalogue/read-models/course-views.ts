import { Inject, Injectable } from '@nestjs/common';
import { COURSE_MESSAGES, CourseCategory, CourseSummary, EditableCourse, ManagedCourse } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import { categoryRows } from './categories/categories.read-model';
import type { CatalogueCourseRow } from './course-catalogue/course-catalogue.read-model';
import type { EditableCourseRow } from './editable-course/editable-course.read-model';
import { instructorRows } from './instructors/instructors.read-model';
import { managedRowOf, ManagedCourseRow } from './managed-courses/managed-courses.read-model';

/** The card fields every course row has, whichever read model it comes from. */
type CardRow = Omit<CatalogueCourseRow, 'publishedAt' | 'searchText'> & { publishedAt: string | null };

type InstructorLabel = Pick<CourseSummary, 'instructorName' | 'instructorAvatarUrl'>;

/** The names a page of course rows shows beside its ids. */
export interface CourseLabelsOfPage {
  category(id: string | null): CourseCategory | null;
  instructor(id: string): InstructorLabel;
}

const UNKNOWN_INSTRUCTOR: InstructorLabel = { instructorName: COURSE_MESSAGES.unknownInstructor, instructorAvatarUrl: null };

/**
 * Category and instructor names are joined when a page is read, from the catalogue's own
 * categories and instructors: a renamed category or an instructor's new avatar shows on every
 * course at once, with no course row to rewrite. Two look-ups per page, whatever its size.
 */
@Injectable()
export class CourseLabels {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async of(rows: ReadonlyArray<{ categoryId: string | null; instructorId: string }>): Promise<CourseLabelsOfPage> {
    const categoryIds = [...new Set(rows.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId])))];
    const instructorIds = [...new Set(rows.map((row) => row.instructorId))];
    const [categories, instructors] = await Promise.all([
      categoryIds.length === 0 ? [] : categoryRows(this.store).find({ filter: { id: { $in: categoryIds } }, limit: categoryIds.length }).then((page) => page.items),
      instructorIds.length === 0 ? [] : instructorRows(this.store).find({ filter: { id: { $in: instructorIds } }, limit: instructorIds.length }).then((page) => page.items),
    ]);
    const categoryById = new Map(categories.map(({ id, name, slug }) => [id, { _id: id, name, slug }]));
    const instructorById = new Map(
      instructors.map((row) => [row.id, row.name === null ? UNKNOWN_INSTRUCTOR : { instructorName: row.name, instructorAvatarUrl: row.avatarUrl }]),
    );
    return {
      category: (id) => (id === null ? null : (categoryById.get(id) ?? null)),
      instructor: (id) => instructorById.get(id) ?? UNKNOWN_INSTRUCTOR,
    };
  }
}

/** A course card as the contracts shape it. */
export function summaryOf(row: CardRow, labels: CourseLabelsOfPage): CourseSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    shortDescription: row.shortDescription,
    courseThumbnail: row.thumbnailUrl,
    level: row.level,
    category: labels.category(row.categoryId),
    price: row.price,
    originalPrice: row.originalPrice,
    currency: 'VND',
    instructorId: row.instructorId,
    ...labels.instructor(row.instructorId),
    duration: row.duration,
    lessonsCount: row.totalLectures,
    totalLectures: row.totalLectures,
    enrolledStudents: row.enrolledStudents,
    rating: row.rating,
    reviewsCount: row.reviewsCount,
    publishedAt: row.publishedAt,
  };
}

export function managedCourseOf(row: ManagedCourseRow, labels: CourseLabelsOfPage): ManagedCourse {
  const { status, rejectionReason, submittedAt, createdAt, updatedAt, revision } = row;
  return { ...summaryOf(row, labels), status, rejectionReason, submittedAt, createdAt, updatedAt, revision };
}

/** Every field of the course, the media of every lecture included: for its instructor and the admins only. */
export function editableCourseOf(row: EditableCourseRow, labels: CourseLabelsOfPage): EditableCourse {
  const { description, categoryId, seo } = row.details;
  return {
    ...managedCourseOf(managedRowOf(row), labels),
    description,
    categoryId,
    seo: { ...seo },
    seoThumbnail: seo.thumbnailUrl,
    sections: row.sections.map((section) => ({
      sectionId: section.sectionId,
      title: section.title,
      lectures: section.lectures.map(({ lectureId, title, mediaAssetId, durationSeconds, isFreePreview, thumbnailUrl }) => ({
        lectureId,
        title,
        mediaId: mediaAssetId,
        durationSeconds,
        isFreePreview,
        thumbnailUrl,
      })),
    })),
  };
}
