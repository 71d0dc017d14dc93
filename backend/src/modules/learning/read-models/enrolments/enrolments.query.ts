import { Inject, Injectable } from '@nestjs/common';
import type { MyCourse, MyCoursesResponse } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { CourseCurricula, CourseCurriculum, lectureIdsOf } from '../../../catalogue';
import { courseProgressOf } from '../../domain/progress/course-progress';
import { courseHeadingOf } from '../course-heading';
import { CourseProgressQuery } from '../course-progress/course-progress.query';
import type { CourseProgressRow } from '../course-progress/course-progress.read-model';
import { EnrolmentRow, enrolmentRowId, enrolmentRows } from './enrolments.read-model';

/** More than anyone buys; the list is not paged (docs/decisions.md, "Learning: enrolments"). */
const MAX_COURSES_LISTED = 1_000;

function myCourseOf(row: EnrolmentRow, course: CourseCurriculum, progressRow: CourseProgressRow | undefined): MyCourse {
  const lectureIds = lectureIdsOf(course);
  const { progress, resumeLectureId, completedAt } = courseProgressOf(lectureIds, progressRow?.completedLectureIds ?? [], progressRow?.completedAt ?? null);
  return {
    ...courseHeadingOf(course),
    // Counted over the course's lectures now, as the player counts it.
    progress,
    resumeLectureId,
    completedAt,
    enrolledAt: row.enrolledAt,
  };
}

/** Who has which course; the catalogue asks through `CoursePlayerAccess`, its COURSE_ENROLMENTS port. */
@Injectable()
export class EnrolmentsQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly curricula: CourseCurricula,
    private readonly progress: CourseProgressQuery,
  ) {}

  private get rows() {
    return enrolmentRows(this.store);
  }

  async isEnrolled(userId: string, courseId: string): Promise<boolean> {
    return (await this.rows.get(enrolmentRowId(userId, courseId))) !== null;
  }

  async hasStudents(courseId: string): Promise<boolean> {
    return (await this.rows.count({ courseId })) > 0;
  }

  enrolment(userId: string, courseId: string): Promise<EnrolmentRow | null> {
    return this.rows.get(enrolmentRowId(userId, courseId));
  }

  /** Newest enrolment first, with each course's card and progress; a course since deleted from the catalogue is left out. */
  async myCourses(userId: string): Promise<MyCoursesResponse> {
    const { items } = await this.rows.find({ filter: { userId }, sort: [{ field: 'enrolledAt', direction: 'desc' }], limit: MAX_COURSES_LISTED });
    const courseIds = items.map((row) => row.courseId);
    const [courses, progress] = await Promise.all([this.curricula.byIds(courseIds), this.progress.ofCourses(userId, courseIds)]);
    return {
      courses: items.flatMap((row) => {
        const course = courses.get(row.courseId);
        return course ? [myCourseOf(row, course, progress.get(row.courseId))] : [];
      }),
    };
  }
}
