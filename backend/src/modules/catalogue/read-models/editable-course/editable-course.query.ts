import { Inject, Injectable } from '@nestjs/common';
import type { EditableCourse } from '@academy/contracts';
import { DomainError } from '../../../../platform/domain/domain-error';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import type { CourseActor } from '../../domain/course/course.events';
import { CourseLabels, editableCourseOf } from '../course-views';
import { EditableCourseRow, editableCourseRows } from './editable-course.read-model';

/** The whole course, for its instructor and the admins: the edit and review screens and every answer after a write. */
@Injectable()
export class EditableCourseQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly labels: CourseLabels,
  ) {}

  row(courseId: string): Promise<EditableCourseRow | null> {
    return editableCourseRows(this.store).get(courseId);
  }

  /** The course as `actor` may see it: an instructor only their own (403 otherwise), an admin any; 404 when there is none. */
  async forActor(courseId: string, actor: CourseActor): Promise<EditableCourse> {
    const row = await this.row(courseId);
    if (!row) throw new DomainError('COURSE_NOT_FOUND_BY_ID', 'not_found');
    if (actor.role === 'instructor' && row.instructorId !== actor.id) throw new DomainError('COURSE_NOT_OWNED', 'forbidden');
    return editableCourseOf(row, await this.labels.of([{ categoryId: row.details.categoryId, instructorId: row.instructorId }]));
  }
}
