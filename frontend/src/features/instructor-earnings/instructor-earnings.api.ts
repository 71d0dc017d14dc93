import { DashboardStatsResponse, EarningsStatsResponse } from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

export interface InstructorEarningsApi {
  earnings(): Promise<EarningsStatsResponse>;
  dashboard(): Promise<DashboardStatsResponse>;
}

export function createInstructorEarningsApi(client: ApiClient): InstructorEarningsApi {
  return {
    earnings: () => client.call('instructorEarningsStats'),
    dashboard: () => client.call('instructorDashboardStats'),
  };
}
