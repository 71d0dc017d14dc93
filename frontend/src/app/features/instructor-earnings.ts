import { createInstructorEarningsApi } from '../../features/instructor-earnings/instructor-earnings.api';
import { createInstructorEarningsSaga } from '../../features/instructor-earnings/instructor-earnings.saga';
import { instructorEarningsReducer } from '../../features/instructor-earnings/instructor-earnings.slice';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { instructorEarnings: instructorEarningsReducer },
  sagas: ({ client }) => [createInstructorEarningsSaga({ api: createInstructorEarningsApi(client) })],
});
