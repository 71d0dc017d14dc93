import {
  ContactStatus,
  ListContactSubmissionsQuery,
  ListContactSubmissionsResponse,
  SubmitContactRequest,
  SubmitContactResponse,
  UpdateContactStatusResponse,
} from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

export interface ContactApi {
  /** The same `draftKey` for retries of one message: the server records it once. */
  submit(request: SubmitContactRequest, draftKey: string): Promise<SubmitContactResponse>;
  list(query: ListContactSubmissionsQuery): Promise<ListContactSubmissionsResponse>;
  updateStatus(id: string, status: ContactStatus): Promise<UpdateContactStatusResponse>;
}

export function createContactApi(client: ApiClient): ContactApi {
  return {
    submit: (body, draftKey) => client.call('submitContact', { body, idempotencyKey: draftKey }),
    list: (query) => client.call('listContactSubmissions', { query }),
    updateStatus: (id, status) => client.call('updateContactStatus', { params: { id }, body: { status } }),
  };
}
