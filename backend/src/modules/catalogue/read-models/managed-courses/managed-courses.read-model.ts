import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { Course } from '../../domain/course/course.state';
import { CatalogueCourseRow, catalogueRowOf } from '../course-catalogue/course-catalogue.read-model';
import type { EditableCourseRow } from '../editable-course/editable-course.read-model';

/** Every course but deleted ones, for the instructor's list, the admin's list and the pending queue. */
export interface ManagedCourseRow extends Omit<CatalogueCourseRow, 'publishedAt' | 'searchText'> {
  status: Course['status'];
  publishedAt: string | null;
  rejectionReason: string | null;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
  revision: number;
  /** The title and slug: what the instructor or admin searches. */
  searchText: string;
}

export const MANAGED_COURSES_COLLECTION = 'catalogue_managed_courses';

const newestFirst = { field: 'createdAt', direction: 'desc' } as const;

/** One index per list: all or by status (admin), the instructor's own (by status), the pending queue oldest first. */
export const managedCourseRows = (store: ReadStore) =>
  store.collection<ManagedCourseRow>(MANAGED_COURSES_COLLECTION, {
    present: ['instructorId', 'status', 'createdAt'],
    indexes: [[newestFirst], ['status', newestFirst], ['instructorId', newestFirst], ['instructorId', 'status', newestFirst], ['status', 'submittedAt']],
  });

export function managedRowOf(course: EditableCourseRow): ManagedCourseRow {
  const { searchText: _searchText, publishedAt: _publishedAt, ...card } = catalogueRowOf(course);
  const { status, rejectionReason, submittedAt, publishedAt, createdAt, updatedAt, revision } = course;
  return { ...card, status, rejectionReason, submittedAt, publishedAt, createdAt, updatedAt, revision, searchText: `${card.title} ${card.slug}` };
}
