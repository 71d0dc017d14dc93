import type { SealedData } from '../../../../platform/domain/sealed-data';
import type { ProjectionContext, ProjectionHandlers } from '../../../../platform/projections/define-projection';
import type { ProjectionTools } from '../../../../platform/projections/projection';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { accountEventData, namedPeople, type AccountEvent, type NamedPersonRow } from '../../../identity';

/**
 * One learner in one course, as their instructor's screens show it: ids, dates and progress only.
 * Names, emails and avatars stay in `studentPeople` and are joined when a page is read, so a
 * profile edit or an account deletion changes one person row, never these.
 */
export interface InstructorStudentRow {
  /** `<userId>~<courseId>`, as the enrolment's stream. */
  id: string;
  userId: string;
  courseId: string;
  /** False once the enrolment is withdrawn: the row leaves the lists but keeps the progress, which a new grant finds again. */
  enrolled: boolean;
  /** The latest grant. */
  enrolledAt: string;
  completedLectures: number;
  /** The course's lectures when the latest lecture was completed (0 before any). */
  totalLectures: number;
  /** Rounded integer percent, as the progress event recorded it. */
  progress: number;
  completedAt: string | null;
  lastActivityAt: string;
}

export const INSTRUCTOR_STUDENTS_COLLECTION = 'learning_instructor_students';

/** An instructor's enrolled learners, newest enrolment first, of some courses (and some learners when searched). */
export const instructorStudentRows = (store: ReadStore) =>
  store.collection<InstructorStudentRow>(INSTRUCTOR_STUDENTS_COLLECTION, {
    present: ['userId', 'courseId', 'enrolled', 'enrolledAt', 'progress', 'lastActivityAt'],
    indexes: [['enrolled', 'courseId', { field: 'enrolledAt', direction: 'desc' }]],
  });

/**
 * A course's completion figures over its enrolled learners, kept with one guarded increment per
 * event of the course (docs/decisions.md, "Learning: instructors' students and face reset notices").
 */
export interface CourseCompletionRow {
  /** The course id. */
  id: string;
  students: number;
  /** Learners with at least one lecture completed (a 0 % rounded progress may still have started). */
  started: number;
  completed: number;
  /** The sum of the learners' progress percents: the average is taken when read. */
  progressSum: number;
}

export const COURSE_COMPLETION_COLLECTION = 'learning_course_completion';

export const courseCompletionRows = (store: ReadStore) => store.collection<CourseCompletionRow>(COURSE_COMPLETION_COLLECTION);

/** A learner as their instructor sees them: identity's sealed details, opened once the person enrols in a course. */
export type StudentPersonRow = NamedPersonRow & { avatarUrl?: string | null };

/** Nothing to rename: the learning rows hold ids only, and names are joined when read. */
const learnerNames = namedPeople('learning_student_people', async () => undefined);

export const STUDENT_PEOPLE_COLLECTION = learnerNames.collection;

export const studentPeopleRows = (store: ReadStore) => store.collection<StudentPersonRow>(STUDENT_PEOPLE_COLLECTION, { present: ['shown'] });

/** The details identity seals that the students' screen shows besides the name and email. */
interface SealedAvatar {
  avatarUrl?: string | null;
}

async function avatarOf(sealed: SealedData | null, tools: ProjectionTools): Promise<string | null> {
  if (sealed === null) return null;
  return (await tools.openPersonalData<SealedAvatar>(sealed))?.avatarUrl ?? null;
}

/** After identity's helper kept the person's name and email: their avatar too, once they are shown. */
async function keepAvatar(store: ReadStore, tools: ProjectionTools, uid: string): Promise<void> {
  const person = await studentPeopleRows(store).get(uid);
  if (person?.shown) await studentPeopleRows(store).patch(uid, { avatarUrl: await avatarOf(person.sealed, tools) });
}

/**
 * The learners the students' screens name: identity's `namedPeople` (every account sealed, opened
 * once the person enrols) plus the avatar. Idempotent as the helper is: each event sets absolute values.
 */
export const studentPeople = {
  collection: STUDENT_PEOPLE_COLLECTION,
  /** Opens the learner's details the first time they enrol in any course. */
  async shown(store: ReadStore, tools: ProjectionTools, uid: string): Promise<void> {
    await learnerNames.named(store, tools, uid);
    const person = await studentPeopleRows(store).get(uid);
    if (person?.shown && person.avatarUrl === undefined) await keepAvatar(store, tools, uid);
  },
  handlers: {
    async UserAccountRegistered(event, context: ProjectionContext) {
      await learnerNames.handlers.UserAccountRegistered(event, context);
      await keepAvatar(context.store, context.tools, accountEventData(event.type, event.data).uid);
    },
    async UserProfileUpdated(event, context: ProjectionContext) {
      await learnerNames.handlers.UserProfileUpdated(event, context);
      await keepAvatar(context.store, context.tools, accountEventData(event.type, event.data).uid);
    },
    UserAccountDeleted: learnerNames.handlers.UserAccountDeleted,
  } satisfies ProjectionHandlers<AccountEvent>,
};
