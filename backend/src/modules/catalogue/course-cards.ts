import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { CourseLabels } from './read-models/course-views';
import { curriculumTotals, editableCourseRows } from './read-models/editable-course/editable-course.read-model';

/** A course as a learner's list shows it, whatever its status now: a course taken off sale stays with those who have it. */
export interface CourseCard {
  courseId: string;
  slug: string;
  title: string;
  thumbnailUrl: string | null;
  instructorId: string;
  instructorName: string;
  instructorAvatarUrl: string | null;
  totalLectures: number;
  /** Published at least once: only then can a learner open it (a draft plays nothing). */
  everPublished: boolean;
}

/** One of an instructor's courses, as their students' screens name it. */
export interface InstructorCourse {
  courseId: string;
  title: string;
  slug: string;
  totalLectures: number;
}

/** Far more than anyone authors: the instructor's screens list them all at once. */
const MAX_COURSES_OF_INSTRUCTOR = 1_000;

/**
 * The course cards the catalogue exports to learning (my courses, admin grants): every course the
 * catalogue holds, published or not; a deleted course is simply absent. Names are joined when read,
 * as on the public cards.
 */
@Injectable()
export class CourseCards {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly labels: CourseLabels,
  ) {}

  async byIds(courseIds: readonly string[]): Promise<Map<string, CourseCard>> {
    const ids = [...new Set(courseIds)];
    if (ids.length === 0) return new Map();
    const { items } = await editableCourseRows(this.store).find({ filter: { id: { $in: ids } }, limit: ids.length });
    const labels = await this.labels.of(items.map((row) => ({ categoryId: null, instructorId: row.instructorId })));
    return new Map(
      items.map((row) => [
        row.id,
        {
          courseId: row.id,
          slug: row.details.slug,
          title: row.details.title,
          thumbnailUrl: row.details.thumbnailUrl,
          instructorId: row.instructorId,
          ...labels.instructor(row.instructorId),
          totalLectures: curriculumTotals(row.sections).totalLectures,
          everPublished: row.everPublished,
        },
      ]),
    );
  }

  async byId(courseId: string): Promise<CourseCard | null> {
    return (await this.byIds([courseId])).get(courseId) ?? null;
  }

  /**
   * The ids and titles of every course an instructor holds, whatever its status (a course taken off
   * sale keeps its students), oldest first; a deleted course is absent. Learning's instructor
   * screens scope their rows with it.
   */
  async ofInstructor(instructorId: string): Promise<InstructorCourse[]> {
    const { items } = await editableCourseRows(this.store).find({
      filter: { instructorId },
      sort: [{ field: 'createdAt', direction: 'asc' }],
      limit: MAX_COURSES_OF_INSTRUCTOR,
    });
    return items.map((row) => ({ courseId: row.id, title: row.details.title, slug: row.details.slug, totalLectures: curriculumTotals(row.sections).totalLectures }));
  }
}
