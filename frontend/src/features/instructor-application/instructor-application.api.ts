import {
  AdminInstructorApplication,
  InstructorApplication,
  InstructorApplicationResponse,
  ListInstructorApplicationsQuery,
  SubmitInstructorApplicationRequest,
} from '@academy/contracts';
import { Page, toPage } from '../../lib/paged-list';
import { ApiClient } from '../../platform/api-client';

/** A page of the admins' list, with the count of open applications for the tab's badge. */
export type ApplicationsPage = Page<AdminInstructorApplication> & { pendingCount: number };

export interface InstructorApplicationApi {
  mine(): Promise<InstructorApplication | null>;
  submit(request: SubmitInstructorApplicationRequest): Promise<InstructorApplicationResponse>;
  list(query: ListInstructorApplicationsQuery): Promise<ApplicationsPage>;
  /** `revision`: the application as the admin saw it; a newer attempt since is refused (409). */
  accept(uid: string, revision: number): Promise<InstructorApplicationResponse>;
  reject(uid: string, reason: string, revision: number): Promise<InstructorApplicationResponse>;
}

export function createInstructorApplicationApi(client: ApiClient): InstructorApplicationApi {
  return {
    mine: async () => (await client.call('myInstructorApplication', {})).application,
    submit: (body) => client.call('submitInstructorApplication', { body }),
    list: async (query) => {
      const { applications, pagination, pendingCount } = await client.call('listInstructorApplications', { query });
      return { ...toPage(applications, pagination, pagination.totalItems), pendingCount };
    },
    accept: (id, revision) => client.call('acceptInstructorApplication', { params: { id }, expectedRevision: revision }),
    reject: (id, reason, revision) => client.call('rejectInstructorApplication', { params: { id }, body: { reason }, expectedRevision: revision }),
  };
}
