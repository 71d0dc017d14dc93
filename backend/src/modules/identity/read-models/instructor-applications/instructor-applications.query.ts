import { Inject, Injectable } from '@nestjs/common';
import {
  AdminInstructorApplication,
  InstructorApplication,
  ListInstructorApplicationsResponse,
  ParsedQueryOf,
  toPagination,
} from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { userProfileRows } from '../user-profile/user-profile.read-model';
import { InstructorApplicationRow, instructorApplicationRows } from './instructor-applications.read-model';

/** The row as the API shows it; who decided stays in the row for the audit, not on screen. */
export function toApplication({ id, decidedBy: _decidedBy, ...row }: InstructorApplicationRow): InstructorApplication {
  return { _id: id, uid: id, ...row };
}

/** Applications by applicant, and the admins' list with each applicant's current name and role. */
@Injectable()
export class InstructorApplicationsQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private get rows() {
    return instructorApplicationRows(this.store);
  }

  async of(uid: string): Promise<InstructorApplication | null> {
    const row = await this.rows.get(uid);
    return row ? toApplication(row) : null;
  }

  async list({ page, limit, status }: ParsedQueryOf<'listInstructorApplications'>): Promise<ListInstructorApplicationsResponse> {
    const [found, pendingCount] = await Promise.all([
      this.rows.find({ filter: status ? { status } : {}, sort: [{ field: 'submittedAt', direction: 'desc' }], page, limit }),
      this.rows.count({ status: 'pending' }),
    ]);
    const applications = await Promise.all(found.items.map((row) => this.withApplicant(row)));
    return { applications, pagination: toPagination(page, limit, found.totalItems), pendingCount };
  }

  /** A page holds at most a few dozen rows: one profile read each. */
  private async withApplicant(row: InstructorApplicationRow): Promise<AdminInstructorApplication> {
    const profile = await userProfileRows(this.store).get(row.id);
    return { ...toApplication(row), name: profile?.name ?? '', email: profile?.email ?? '', role: profile?.role ?? 'student' };
  }
}
