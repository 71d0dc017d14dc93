import { Injectable } from '@nestjs/common';
import type { Principal } from '../../platform/auth/principal';
import { DomainError } from '../../platform/domain/domain-error';
import { CourseCurricula, CourseCurriculum, CourseEnrolments, LearningAccess, lectureIdsOf } from '../catalogue';
import { progressOver } from './domain/progress/course-progress';
import { CourseAccessTokens } from './face/course-access-token';
import { CourseProgressQuery } from './read-models/course-progress/course-progress.query';
import { EnrolmentsQuery } from './read-models/enrolments/enrolments.query';

/** Who opens the player. */
export type PlayerViewer = Pick<Principal, 'uid' | 'role'>;

/**
 * The one rule for opening a course's lessons (content, progress marks, video links): an enrolled
 * learner with a valid course access token for this course, or the course's instructor or an admin
 * previewing it. Also the catalogue's COURSE_ENROLMENTS port, so its video links and course page
 * ask the same rule without reading learning's data.
 */
@Injectable()
export class CoursePlayerAccess implements CourseEnrolments {
  constructor(
    private readonly enrolments: EnrolmentsQuery,
    private readonly tokens: CourseAccessTokens,
    private readonly progress: CourseProgressQuery,
    private readonly curricula: CourseCurricula,
  ) {}

  isEnrolled(userId: string, courseId: string): Promise<boolean> {
    return this.enrolments.isEnrolled(userId, courseId);
  }

  hasStudents(courseId: string): Promise<boolean> {
    return this.enrolments.hasStudents(courseId);
  }

  /** The enrolment first (a refund takes the course back before the token expires), then the token. */
  async mayLearn(userId: string, courseId: string, accessToken: string | null, at: Date): Promise<LearningAccess> {
    if (!(await this.enrolments.isEnrolled(userId, courseId))) return 'not_enrolled';
    return accessToken !== null && this.tokens.verify(accessToken, userId, courseId, at) ? 'granted' : 'token_invalid';
  }

  /** Most callers (a course page's signed-in visitors) do not have the course: one look-up answers them. */
  async progressOf(userId: string, courseId: string): Promise<number | null> {
    if (!(await this.enrolments.isEnrolled(userId, courseId))) return null;
    const [course, row] = await Promise.all([this.curricula.byId(courseId), this.progress.of(userId, courseId)]);
    return progressOver(course ? lectureIdsOf(course) : [], row?.completedLectureIds ?? []).progress;
  }

  /**
   * The player's gate: resolves when the course opens to the viewer (`enrolled`: whether progress
   * is theirs to record), throws the refusal otherwise. The instructor and admins preview without
   * a face (they are not its learners; their courses are theirs to check, drafts included).
   * Learners open only a course that was published once (a draft is as unknown as a wrong
   * address: `unknownCourse`), then need the enrolment (403 COURSE_NOT_ENROLLED: buy it), then
   * the token (403 COURSE_ACCESS_TOKEN_INVALID: verify the face again).
   */
  async open(viewer: PlayerViewer, course: CourseCurriculum, accessToken: string | null, at: Date, unknownCourse: () => DomainError): Promise<{ enrolled: boolean }> {
    if (viewer.role === 'admin' || viewer.uid === course.instructorId) return { enrolled: await this.enrolments.isEnrolled(viewer.uid, course.courseId) };
    if (!course.everPublished) throw unknownCourse();
    const access = await this.mayLearn(viewer.uid, course.courseId, accessToken, at);
    if (access === 'not_enrolled') throw new DomainError('COURSE_NOT_ENROLLED', 'forbidden');
    if (access === 'token_invalid') throw new DomainError('COURSE_ACCESS_TOKEN_INVALID', 'forbidden');
    return { enrolled: true };
  }
}
