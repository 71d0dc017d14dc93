import { CourseStatus, InstructorSummary, ManagedCourse } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { PagedListState, createPagedList, updateRows } from '../../lib/paged-list';
import { Remote, RemoteError, remote } from '../../lib/remote';

export type MyCourseFilters = { status: CourseStatus | '' };
export type AdminCourseFilters = { status: CourseStatus | ''; instructorId: string };

/** /instructor/courses: the instructor's own courses, 10 a page. */
export const myCourses = createPagedList<ManagedCourse, MyCourseFilters>('courseStudio/mine', { status: '' });
/** /admin/courses: every course. */
export const allCourses = createPagedList<ManagedCourse, AdminCourseFilters>('courseStudio/all', { status: '', instructorId: '' });
/** /admin/courses/pending: the review queue, sent earliest first (the server's order). */
export const pendingCourses = createPagedList<ManagedCourse, Record<string, never>>('courseStudio/pending', {});

export type RowOperation = 'toggle' | 'delete';

export interface CourseListsState {
  mine: PagedListState<ManagedCourse, MyCourseFilters>;
  all: PagedListState<ManagedCourse, AdminCourseFilters>;
  pending: PagedListState<ManagedCourse, Record<string, never>>;
  busy: Record<string, RowOperation>;
  deletion: { course: ManagedCourse | null; submission: Remote<void> };
  /** The admin menu's badge: courses waiting for review; null until known. */
  pendingCount: number | null;
  /** For the admin's instructor filter. */
  instructors: Remote<InstructorSummary[]>;
}

export const initialCourseListsState: CourseListsState = {
  mine: myCourses.initialState,
  all: allCourses.initialState,
  pending: pendingCourses.initialState,
  busy: {},
  deletion: { course: null, submission: remote.idle() },
  pendingCount: null,
  instructors: remote.idle(),
};

/** A course changed by a toggle or a review, wherever it is listed. */
function replaceCourse(state: CourseListsState, course: Pick<ManagedCourse, '_id'> & Partial<ManagedCourse>) {
  const change = (rows: ManagedCourse[]) => rows.map((row) => (row._id === course._id ? { ...row, ...course } : row));
  updateRows(state.mine, change);
  updateRows(state.all, change);
}

const courseListsSlice = createSlice({
  name: 'courseStudio',
  initialState: initialCourseListsState,
  reducers: {
    toggleRequested(state, action: PayloadAction<ManagedCourse>) {
      state.busy[action.payload._id] = 'toggle';
    },
    toggled(state, action: PayloadAction<ManagedCourse>) {
      delete state.busy[action.payload._id];
      replaceCourse(state, action.payload);
    },
    toggleFailed(state, action: PayloadAction<{ id: string; error: RemoteError }>) {
      delete state.busy[action.payload.id];
    },

    deleteRequested(state, action: PayloadAction<ManagedCourse>) {
      state.deletion = { course: action.payload, submission: remote.idle() };
    },
    deleteCancelled(state) {
      if (state.deletion.submission.status !== 'loading') state.deletion = initialCourseListsState.deletion;
    },
    deleteConfirmed(state) {
      state.deletion.submission = remote.loading();
      if (state.deletion.course) state.busy[state.deletion.course._id] = 'delete';
    },
    /** `archived`: the course had students, so it stays listed, off sale for good. */
    deleted(state, action: PayloadAction<{ id: string; archived: boolean }>) {
      const { id, archived } = action.payload;
      delete state.busy[id];
      state.deletion = initialCourseListsState.deletion;
      if (archived) replaceCourse(state, { _id: id, status: 'archived' });
      else updateRows(state.mine, (rows) => rows.filter((row) => row._id !== id));
    },
    deleteFailed(state, action: PayloadAction<{ id: string; error: RemoteError }>) {
      delete state.busy[action.payload.id];
      state.deletion.submission = remote.failed(action.payload.error);
    },

    /** The admin area was shown (the menu's badge wants the count). */
    adminAreaShown() {},
    pendingCountReceived(state, action: PayloadAction<number>) {
      state.pendingCount = action.payload;
    },

    /** The admin list's instructor filter was shown: loaded once, instructors change rarely. */
    instructorsRequested(state) {
      if (state.instructors.status !== 'succeeded') state.instructors = remote.reload(state.instructors);
    },
    instructorsReceived(state, action: PayloadAction<InstructorSummary[]>) {
      state.instructors = remote.succeeded(action.payload);
    },
    instructorsFailed(state, action: PayloadAction<RemoteError>) {
      state.instructors = remote.fail(state.instructors, action.payload);
    },
  },
  extraReducers: (builder) =>
    builder
      .addMatcher(myCourses.matches, (state, action) => {
        state.mine = myCourses.reducer(state.mine, action);
      })
      .addMatcher(allCourses.matches, (state, action) => {
        state.all = allCourses.reducer(state.all, action);
      })
      .addMatcher(pendingCourses.matches, (state, action) => {
        state.pending = pendingCourses.reducer(state.pending, action);
        // The queue's total is the badge's number: one answer serves both.
        if (pendingCourses.actions.received.match(action)) state.pendingCount = action.payload.totalItems;
      }),
});

export const courseListsActions = courseListsSlice.actions;
export const courseListsReducer = courseListsSlice.reducer;
