import type { Role } from '@academy/contracts';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { CourseActor } from './course.events';

/**
 * Who acts on a course, from the signed-in user's role (read by the access guard from our own
 * data, never from the request). Students do not author courses: the course routes are open to
 * every signed-in user because the spec guards them by login only, so the refusal lives here.
 */
export function courseActorOf(uid: string, role: Role | null): CourseActor {
  if (role === 'instructor' || role === 'admin') return { id: uid, role };
  throw new DomainError('COURSE_INSTRUCTORS_ONLY', 'forbidden');
}
