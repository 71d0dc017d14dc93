import { InstructorStudentsState } from './instructor-students.slice';

export interface InstructorStudentsRootState {
  instructorStudents: InstructorStudentsState;
}

export const selectStudentList = (state: InstructorStudentsRootState) => state.instructorStudents.list;
export const selectCompletion = (state: InstructorStudentsRootState) => state.instructorStudents.completion;
