import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { CourseProgressRow, courseProgressRowId, courseProgressRows } from './course-progress.read-model';

/** A learner's progress rows: one course (the player, the course page) or several (/my-courses). */
@Injectable()
export class CourseProgressQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  of(userId: string, courseId: string): Promise<CourseProgressRow | null> {
    return courseProgressRows(this.store).get(courseProgressRowId(userId, courseId));
  }

  /** The learner's rows for these courses, by course id; a course with no mark yet is absent. */
  async ofCourses(userId: string, courseIds: readonly string[]): Promise<Map<string, CourseProgressRow>> {
    const ids = [...new Set(courseIds)];
    if (ids.length === 0) return new Map();
    const { items } = await courseProgressRows(this.store).find({ filter: { userId, courseId: { $in: ids } }, limit: ids.length });
    return new Map(items.map((row) => [row.courseId, row]));
  }
}
