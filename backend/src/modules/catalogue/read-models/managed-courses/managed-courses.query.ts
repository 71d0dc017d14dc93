import { Inject, Injectable } from '@nestjs/common';
import { ListManagedCoursesResponse, ParsedQueryOf, toPagination } from '@academy/contracts';
import { READ_STORE, ReadStore, Filter, FindQuery } from '../../../../platform/read-store/read-store.port';
import { COURSE_STATS, CourseStats, withCourseStats } from '../../course-stats';
import { CourseLabels, managedCourseOf } from '../course-views';
import { managedCourseRows } from './managed-courses.read-model';

type Page = { page: number; limit: number; search?: string };
const newestFirst: FindQuery['sort'] = [{ field: 'createdAt', direction: 'desc' }];

/** The instructor's own courses, the admin's list of all of them, and the queue of courses awaiting review. */
@Injectable()
export class ManagedCoursesQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly labels: CourseLabels,
    @Inject(COURSE_STATS) private readonly stats: CourseStats,
  ) {}

  mine(instructorId: string, { status, ...page }: ParsedQueryOf<'listMyCourses'>): Promise<ListManagedCoursesResponse> {
    return this.list({ instructorId, ...(status ? { status } : {}) }, newestFirst, page);
  }

  all({ status, instructorId, ...page }: ParsedQueryOf<'adminListCourses'>): Promise<ListManagedCoursesResponse> {
    return this.list({ ...(status ? { status } : {}), ...(instructorId ? { instructorId } : {}) }, newestFirst, page);
  }

  /** Oldest submission first: courses are reviewed in the order they were sent. Its total is the menu's badge. */
  pending(page: ParsedQueryOf<'adminListPendingCourses'>): Promise<ListManagedCoursesResponse> {
    return this.list({ status: 'pending_review' }, [{ field: 'submittedAt', direction: 'asc' }], page);
  }

  /** Courses of an instructor (every status but deleted), and how many of them are on sale. */
  async countsOf(instructorId: string): Promise<{ courseCount: number; publishedCourseCount: number }> {
    const rows = managedCourseRows(this.store);
    const [courseCount, publishedCourseCount] = await Promise.all([rows.count({ instructorId }), rows.count({ instructorId, status: 'published' })]);
    return { courseCount, publishedCourseCount };
  }

  private async list(filter: Filter, sort: FindQuery['sort'], { page, limit, search }: Page): Promise<ListManagedCoursesResponse> {
    const found = await managedCourseRows(this.store).find({
      filter,
      search: search ? { text: search, fields: ['searchText'] } : undefined,
      sort,
      page,
      limit,
    });
    const labels = await this.labels.of(found.items);
    const courses = await withCourseStats(this.stats, found.items.map((row) => managedCourseOf(row, labels)));
    return { courses, pagination: toPagination(page, limit, found.totalItems) };
  }
}
