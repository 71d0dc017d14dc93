import { MyCourse, ToolLicence } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, remote } from '../../lib/remote';

/** /my-courses: the learner's courses and, below them, their tools ("Phần mềm của tôi"). */
export interface MyLearningState {
  courses: Remote<MyCourse[]>;
  tools: Remote<ToolLicence[]>;
}

export const initialMyLearningState: MyLearningState = { courses: remote.idle(), tools: remote.idle() };

const myLearningSlice = createSlice({
  name: 'myLearning',
  initialState: initialMyLearningState,
  reducers: {
    /** The page was opened: both lists load again, what is on screen stays meanwhile (a purchase may have just landed). */
    pageOpened(state) {
      state.courses = remote.reload(state.courses);
      state.tools = remote.reload(state.tools);
    },
    coursesRetried(state) {
      state.courses = remote.reload(state.courses);
    },
    toolsRetried(state) {
      state.tools = remote.reload(state.tools);
    },
    coursesReceived(state, action: PayloadAction<MyCourse[]>) {
      state.courses = remote.succeeded(action.payload);
    },
    coursesFailed(state, action: PayloadAction<RemoteError>) {
      state.courses = remote.fail(state.courses, action.payload);
    },
    toolsReceived(state, action: PayloadAction<ToolLicence[]>) {
      state.tools = remote.succeeded(action.payload);
    },
    toolsFailed(state, action: PayloadAction<RemoteError>) {
      state.tools = remote.fail(state.tools, action.payload);
    },
    /** Someone else may sign in on this browser next: their lists must not show this learner's. */
    sessionEnded() {
      return initialMyLearningState;
    },
  },
});

export const myLearningActions = myLearningSlice.actions;
export const myLearningReducer = myLearningSlice.reducer;
