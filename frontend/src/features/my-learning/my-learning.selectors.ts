import { MyLearningState } from './my-learning.slice';

export interface MyLearningRootState {
  myLearning: MyLearningState;
}

export const selectMyCourses = (state: MyLearningRootState) => state.myLearning.courses;
export const selectMyTools = (state: MyLearningRootState) => state.myLearning.tools;
