import { CompletionStatsResponse, InstructorStudent, InstructorStudentsQuery } from '@academy/contracts';
import { Page, toPage } from '../../lib/paged-list';
import { ApiClient } from '../../platform/api-client';

export interface InstructorStudentsApi {
  list(query: InstructorStudentsQuery): Promise<Page<InstructorStudent>>;
  completion(): Promise<CompletionStatsResponse>;
}

export function createInstructorStudentsApi(client: ApiClient): InstructorStudentsApi {
  return {
    list: async (query) => {
      const { students, pagination } = await client.call('instructorMyStudents', { query });
      return toPage(students, pagination, pagination.totalItems);
    },
    completion: () => client.call('instructorCompletionStats'),
  };
}
