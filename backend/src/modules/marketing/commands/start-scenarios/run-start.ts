import type { ScenarioTrigger } from '@academy/contracts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** What the trigger event is about, where a scenario's trigger narrows it down or times it. */
export interface TriggerSubject {
  /** The trigger event's time. */
  at: string;
  /** The course bought or owned (course_bought, course_not_started). */
  courseId?: string;
  /** When the bonus lot expires (bonus_expiring). */
  expiresAt?: string;
}

const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
const coversCourse = (courseIds: readonly string[], courseId: string | undefined) => courseIds.length === 0 || (courseId !== undefined && courseIds.includes(courseId));

/**
 * When a scenario starts for a person after its trigger event, or null when this scenario does not
 * start on it (another course than the ones it names; a bonus lot granted already inside the
 * reminder window, whose owner saw the expiry when claiming it). The delayed triggers start later:
 * `hours` after the order, `days` after the enrolment, `days` before the lot expires. Pure.
 */
export function runStart(trigger: ScenarioTrigger, subject: TriggerSubject): string | null {
  switch (trigger.type) {
    case 'registered':
    case 'email_verified':
    case 'manual':
      return subject.at;
    case 'course_bought':
      return coversCourse(trigger.courseIds, subject.courseId) ? subject.at : null;
    case 'cart_unpaid':
      return plus(subject.at, trigger.hours * HOUR_MS);
    case 'course_not_started':
      return coversCourse(trigger.courseIds, subject.courseId) ? plus(subject.at, trigger.days * DAY_MS) : null;
    case 'bonus_expiring': {
      if (!subject.expiresAt) return null;
      const start = plus(subject.expiresAt, -trigger.days * DAY_MS);
      return start >= subject.at ? start : null;
    }
    default: {
      const never: never = trigger;
      throw new Error(`Unknown trigger ${JSON.stringify(never)}`);
    }
  }
}
