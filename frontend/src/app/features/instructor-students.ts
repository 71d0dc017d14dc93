import { createInstructorStudentsApi } from '../../features/instructor-students/instructor-students.api';
import { createInstructorStudentsSaga } from '../../features/instructor-students/instructor-students.saga';
import { instructorStudentsReducer } from '../../features/instructor-students/instructor-students.slice';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { instructorStudents: instructorStudentsReducer },
  sagas: ({ client }) => [createInstructorStudentsSaga({ api: createInstructorStudentsApi(client) })],
});
