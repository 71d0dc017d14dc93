/**
 * What the catalogue asks learning about a learner and a course: before it hands out a video link
 * to a lecture that is not a free preview, before it erases a course, and for the course page's
 * 'Vào học' and progress. The learning module answers it (orders and admin grants enrol, the
 * player records progress, a face verification gives the course access token); the catalogue only
 * defines the question, so it never reads learning's data.
 */
export interface CourseEnrolments {
  isEnrolled(userId: string, courseId: string): Promise<boolean>;
  /** Whether anyone has the course: a course with students is archived, never erased. */
  hasStudents(courseId: string): Promise<boolean>;
  /**
   * Whether the learner may open the course's lessons at `at`: enrolled, and holding a course
   * access token (header `x-course-access-token`, from a face verification) for this learner and
   * this course that has not expired. Which of the two is missing, so the caller can say which.
   */
  mayLearn(userId: string, courseId: string, accessToken: string | null, at: Date): Promise<LearningAccess>;
  /** The learner's progress in the course (rounded integer percent over its lectures now); null when not enrolled. */
  progressOf(userId: string, courseId: string): Promise<number | null>;
}

/** `granted`, or why not: no enrolment (buy the course), or no valid access token (verify the face again). */
export type LearningAccess = 'granted' | 'not_enrolled' | 'token_invalid';

export const COURSE_ENROLMENTS = Symbol('COURSE_ENROLMENTS');
