import { Inject, Injectable } from '@nestjs/common';
import { COURSE_MESSAGES, ListInstructorsResponse, ParsedQueryOf, toPagination } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { ManagedCoursesQuery } from '../managed-courses/managed-courses.query';
import { InstructorRow, instructorRows } from './instructors.read-model';

/** The admin's instructor list, newest first, with each one's course counts; and who may be given a course. */
@Injectable()
export class InstructorsQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly courses: ManagedCoursesQuery,
  ) {}

  async list({ page, limit, search }: ParsedQueryOf<'adminListInstructors'>): Promise<ListInstructorsResponse> {
    const found = await instructorRows(this.store).find({
      filter: { role: 'instructor' },
      search: search ? { text: search, fields: ['name', 'email'] } : undefined,
      sort: [{ field: 'joinedAt', direction: 'desc' }],
      page,
      limit,
    });
    // Counted, not kept: a page has at most 100 rows and each count is one index range.
    const instructors = await Promise.all(
      found.items.map(async (row) => ({
        _id: row.id,
        name: row.name ?? COURSE_MESSAGES.unknownInstructor,
        email: row.email,
        avatarUrl: row.avatarUrl,
        ...(await this.courses.countsOf(row.id)),
        joinedAt: row.joinedAt,
      })),
    );
    return { instructors, pagination: toPagination(page, limit, found.totalItems) };
  }

  row(uid: string): Promise<InstructorRow | null> {
    return instructorRows(this.store).get(uid);
  }
}
