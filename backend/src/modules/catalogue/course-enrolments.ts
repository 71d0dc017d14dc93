/**
 * Whether a learner has a course: the catalogue asks before it hands out a video link to a lecture
 * that is not a free preview, and before it erases a course. The learning module answers it (orders and admin grants enrol);
 * the catalogue only defines the question, so it never reads learning's data.
 */
export interface CourseEnrolments {
  isEnrolled(userId: string, courseId: string): Promise<boolean>;
  /** Whether anyone has the course: a course with students is archived, never erased. */
  hasStudents(courseId: string): Promise<boolean>;
}

export const COURSE_ENROLMENTS = Symbol('COURSE_ENROLMENTS');
