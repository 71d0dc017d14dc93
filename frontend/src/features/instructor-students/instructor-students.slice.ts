import { CompletionStatsResponse, InstructorStudent } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { PagedListState, createPagedList } from '../../lib/paged-list';
import { Remote, RemoteError, remote } from '../../lib/remote';

/** The list's filter: one of the instructor's courses, '' meaning all of them. */
export type StudentFilters = { courseId: string };

/** The paged, searchable student table on /instructor/students. */
export const studentsList = createPagedList<InstructorStudent, StudentFilters>('instructorStudents/list', { courseId: '' });

export interface InstructorStudentsState {
  list: PagedListState<InstructorStudent, StudentFilters>;
  /** The completion figures: the dashboard's cards, and the course filter's choices. */
  completion: Remote<CompletionStatsResponse>;
}

export const initialInstructorStudentsState: InstructorStudentsState = {
  list: studentsList.initialState,
  completion: remote.idle(),
};

const instructorStudentsSlice = createSlice({
  name: 'instructorStudents',
  initialState: initialInstructorStudentsState,
  reducers: {
    completionRequested(state) {
      state.completion = remote.reload(state.completion);
    },
    completionReceived(state, action: PayloadAction<CompletionStatsResponse>) {
      state.completion = remote.succeeded(action.payload);
    },
    completionFailed(state, action: PayloadAction<RemoteError>) {
      state.completion = remote.fail(state.completion, action.payload);
    },
  },
  extraReducers: (builder) =>
    builder.addMatcher(studentsList.matches, (state, action) => {
      state.list = studentsList.reducer(state.list, action);
    }),
});

export const instructorStudentsActions = instructorStudentsSlice.actions;
export const instructorStudentsReducer = instructorStudentsSlice.reducer;
