import { Inject, Injectable } from '@nestjs/common';
import { ContactSubmission, ListContactSubmissionsResponse, ParsedQueryOf, toPagination } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { ContactSubmissionRow, contactSubmissionRows } from './contact-submissions.read-model';

const toSubmission = ({ id, ...row }: ContactSubmissionRow): ContactSubmission => ({ _id: id, ...row });

/** Reads the contact inbox: newest first, optionally one status. */
@Injectable()
export class ContactSubmissionsQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  private get rows() {
    return contactSubmissionRows(this.store);
  }

  async list({ page, limit, status }: ParsedQueryOf<'listContactSubmissions'>): Promise<ListContactSubmissionsResponse> {
    const found = await this.rows.find({
      filter: status ? { status } : {},
      sort: [{ field: 'createdAt', direction: 'desc' }],
      page,
      limit,
    });
    return { submissions: found.items.map(toSubmission), pagination: toPagination(page, limit, found.totalItems) };
  }

  async byId(id: string): Promise<ContactSubmission | null> {
    const row = await this.rows.get(id);
    return row ? toSubmission(row) : null;
  }
}
