import { MyCourse, ToolLicence } from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

/** The signed-in learner's own courses and tool licences. */
export interface MyLearningApi {
  courses(): Promise<MyCourse[]>;
  tools(): Promise<ToolLicence[]>;
}

export function createMyLearningApi(client: ApiClient): MyLearningApi {
  return {
    courses: async () => (await client.call('myEnrolledCourses')).courses,
    tools: async () => (await client.call('myToolLicences')).licences,
  };
}
