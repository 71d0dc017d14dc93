import {
  ContactStatus,
  ContactSubmission,
  ListContactSubmissionsQuery,
  SubmitContactRequest,
  SubmitContactResponse,
  UpdateContactStatusResponse,
} from '@academy/contracts';
import { Page, toPage } from '../../lib/paged-list';
import { ApiClient } from '../../platform/api-client';

export interface ContactApi {
  /** The same `draftKey` for retries of one message: the server records it once. */
  submit(request: SubmitContactRequest, draftKey: string): Promise<SubmitContactResponse>;
  list(query: ListContactSubmissionsQuery): Promise<Page<ContactSubmission>>;
  /** `revision`: the row as the admin saw it; if another admin changed it since, the server refuses. */
  updateStatus(id: string, status: ContactStatus, revision: number): Promise<UpdateContactStatusResponse>;
}

export function createContactApi(client: ApiClient): ContactApi {
  return {
    submit: (body, draftKey) => client.call('submitContact', { body, idempotencyKey: draftKey }),
    list: async (query) => {
      const { submissions, pagination } = await client.call('listContactSubmissions', { query });
      return toPage(submissions, pagination, pagination.totalItems);
    },
    updateStatus: (id, status, revision) => client.call('updateContactStatus', { params: { id }, body: { status }, expectedRevision: revision }),
  };
}
