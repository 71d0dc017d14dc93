import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { CourseDetails, CoursePricing, CourseSection } from '../../domain/course/course.events';
import type { Course } from '../../domain/course/course.state';

/**
 * The whole course as its instructor and the admins edit it: the aggregate's state (folded by the
 * course decider's own `evolve`, so the screens and the decisions never disagree on a status) plus
 * what the screens show about its history. The public and list read models are derived from it.
 */
export interface EditableCourseRow {
  /** The course id. */
  id: string;
  instructorId: string;
  status: Course['status'];
  details: CourseDetails;
  /** Null only for a course drafted without a price (scripts); every form sends one. */
  pricing: CoursePricing | null;
  sections: CourseSection[];
  everPublished: boolean;
  unpublishedByAdmin: boolean;
  /** The admin's reason while the course stands rejected. */
  rejectionReason: string | null;
  /** When it was last sent for review: the pending queue's order. */
  submittedAt: string | null;
  /** When it first went on sale (approval); republishing keeps it, so a course is not "new" twice. */
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The course stream's revision: the `If-Match` of the next edit. */
  revision: number;
  /**
   * Students who have the course. Learning's access events will feed it with guarded increments
   * (`appliedBy`, docs/decisions.md) once learning exists; until then it stays 0. Deleting a course
   * reads it: a course with students is archived, never erased.
   */
  enrolledStudents: number;
  /** Fed by course reviews once they exist. */
  rating: number | null;
  reviewsCount: number;
}

export const EDITABLE_COURSES_COLLECTION = 'catalogue_editable_courses';

/** Read by id only: the edit and review screens, the delete decision and the answers after a write. */
export const editableCourseRows = (store: ReadStore) =>
  store.collection<EditableCourseRow>(EDITABLE_COURSES_COLLECTION, { present: ['instructorId', 'status', 'createdAt'] });

/** The aggregate's state as the row holds it, for the course decider's `evolve`. */
export function courseOf(row: EditableCourseRow): Course {
  const { id, instructorId, status, details, pricing, sections, everPublished, unpublishedByAdmin } = row;
  return { courseId: id, instructorId, status, details, pricing, sections, everPublished, unpublishedByAdmin };
}

/** What the cards show about the curriculum: total seconds and the number of lectures. */
export function curriculumTotals(sections: readonly CourseSection[]): { duration: number; totalLectures: number } {
  const lectures = sections.flatMap((section) => section.lectures);
  return { duration: lectures.reduce((sum, lecture) => sum + lecture.durationSeconds, 0), totalLectures: lectures.length };
}
