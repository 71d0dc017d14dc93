import type { CourseChangedResponse } from '@academy/contracts';
import type { CourseActor } from '../domain/course/course.events';
import type { EditableCourseQuery } from '../read-models/editable-course/editable-course.query';

/** The course as the read model shows it right after a write (read-your-writes), with the toast text. */
export async function courseAnswer(courses: EditableCourseQuery, courseId: string, actor: CourseActor, message: string): Promise<CourseChangedResponse> {
  return { message, course: await courses.forActor(courseId, actor) };
}
