import { Inject, Injectable } from '@nestjs/common';
import { ContactSubmission, ListContactSubmissionsResponse, ParsedQueryOf, toPagination } from '@academy/contracts';
import { FreshReadCache } from '../../../../platform/projections/fresh-read-cache';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { CONTACT_SUBMISSIONS_COLLECTION, ContactSubmissionRow, contactSubmissionRows } from './contact-submissions.read-model';

const toSubmission = ({ id, ...row }: ContactSubmissionRow): ContactSubmission => ({ _id: id, ...row });

/**
 * Reads the contact inbox: newest first, optionally one status. Every admin sees the same page, so
 * a page is kept until the projection moves (`FreshReadCache`): the inbox is read far more often
 * than a message arrives.
 */
@Injectable()
export class ContactSubmissionsQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly cache: FreshReadCache,
  ) {}

  private get rows() {
    return contactSubmissionRows(this.store);
  }

  list(query: ParsedQueryOf<'listContactSubmissions'>): Promise<ListContactSubmissionsResponse> {
    const { page, limit, status } = query;
    return this.cache.answer([CONTACT_SUBMISSIONS_COLLECTION], `inbox:${JSON.stringify([page, limit, status])}`, () => this.read(query));
  }

  private async read({ page, limit, status }: ParsedQueryOf<'listContactSubmissions'>): Promise<ListContactSubmissionsResponse> {
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
