import { Injectable } from '@nestjs/common';

/**
 * Whether a learner has a course: the catalogue asks before it hands out a video link to a lecture
 * that is not a free preview. Learning will answer it once it grants access (orders, admin grants);
 * the catalogue only defines the question, so it never reads learning's data.
 */
export interface CourseEnrolments {
  isEnrolled(userId: string, courseId: string): Promise<boolean>;
}

export const COURSE_ENROLMENTS = Symbol('COURSE_ENROLMENTS');

/**
 * The answer until the learning module exists: nothing grants access to a course yet (no orders,
 * no admin grants), so nobody is enrolled, and only owners, admins and free previews play videos.
 * Learning replaces this binding with its own query; nothing else changes.
 */
@Injectable()
export class NobodyEnrolledYet implements CourseEnrolments {
  isEnrolled(_userId: string, _courseId: string): Promise<boolean> {
    return Promise.resolve(false);
  }
}
