import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { peopleWithAvatars, type PersonWithAvatarRow } from '../people-with-avatars';

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
export type StudentPersonRow = PersonWithAvatarRow;

/** The learners the students' screens name, with their avatar (opened the first time they enrol in any course). */
export const studentPeople = peopleWithAvatars('learning_student_people');

export const STUDENT_PEOPLE_COLLECTION = studentPeople.collection;

export const studentPeopleRows = studentPeople.rows;
