import { CreateCourseRequest, EditableCourse, InstructorSummary } from '@academy/contracts';
import { PayloadAction, createSlice, nanoid } from '@reduxjs/toolkit';
import { Remote, RemoteError, dataOf, remote } from '../../lib/remote';
import { BuilderImages } from './builder-draft';
import { CategoryOption, MediaLabel } from './course-studio.api';

/** Who is building: an instructor their own course, or an admin any course (and creating for an instructor). */
export type StudioArea = 'instructor' | 'admin';

export interface BuilderSave {
  submission: Remote<void>;
  /** Rounded integer percent of the form and its images sent, while sending. */
  progress: number | null;
  /** The course changed since the form loaded it (409 EDIT_CONFLICT): offer to load it again. */
  conflict: boolean;
}

export interface CourseBuilderState {
  area: StudioArea;
  /** null while creating. */
  courseId: string | null;
  /** The course as last loaded or saved; succeeded with null while creating. */
  course: Remote<EditableCourse | null>;
  categories: Remote<CategoryOption[]>;
  instructors: Remote<InstructorSummary[]>;
  mediaLabels: Record<string, MediaLabel>;
  save: BuilderSave;
  /** Sending for review after a save. */
  submission: Remote<void>;
  /** Names a create for the server across retries; a new one after each success. */
  draftKey: string;
}

export const initialCourseBuilderState: CourseBuilderState = {
  area: 'instructor',
  courseId: null,
  course: remote.idle(),
  categories: remote.idle(),
  instructors: remote.idle(),
  mediaLabels: {},
  save: { submission: remote.idle(), progress: null, conflict: false },
  submission: remote.idle(),
  draftKey: nanoid(),
};

export interface SaveRequest {
  request: CreateCourseRequest;
  images: BuilderImages;
  /** Then send it for review ('Gửi duyệt'). */
  submitForReview: boolean;
}

const idleSave: BuilderSave = initialCourseBuilderState.save;

const courseBuilderSlice = createSlice({
  name: 'courseBuilder',
  initialState: initialCourseBuilderState,
  reducers: {
    /**
     * The builder was shown for a new course or for `courseId`. The course just saved is kept
     * rather than read again: the read model may not have caught up with the save yet.
     */
    builderOpened(state, action: PayloadAction<{ area: StudioArea; courseId: string | null }>) {
      const { area, courseId } = action.payload;
      const kept = courseId !== null && dataOf(state.course)?._id === courseId && state.area === area;
      state.area = area;
      state.courseId = courseId;
      state.save = idleSave;
      state.submission = remote.idle();
      if (!kept) state.course = courseId === null ? remote.succeeded(null) : remote.loading();
      if (courseId === null) state.mediaLabels = {};
    },
    courseLoaded(state, action: PayloadAction<EditableCourse>) {
      if (action.payload._id === state.courseId) state.course = remote.succeeded(action.payload);
    },
    courseLoadFailed(state, action: PayloadAction<RemoteError>) {
      state.course = remote.failed(action.payload);
    },
    /** After a conflict: the course as it now stands replaces the form. */
    reloadRequested(state) {
      state.course = remote.loading();
      state.save = idleSave;
    },
    categoriesReceived(state, action: PayloadAction<CategoryOption[]>) {
      state.categories = remote.succeeded(action.payload);
    },
    categoriesFailed(state, action: PayloadAction<RemoteError>) {
      state.categories = remote.failed(action.payload);
    },
    instructorsReceived(state, action: PayloadAction<InstructorSummary[]>) {
      state.instructors = remote.succeeded(action.payload);
    },
    instructorsFailed(state, action: PayloadAction<RemoteError>) {
      state.instructors = remote.failed(action.payload);
    },
    mediaLabelsReceived(state, action: PayloadAction<Record<string, MediaLabel>>) {
      state.mediaLabels = { ...state.mediaLabels, ...action.payload };
    },

    saveSubmitted(state, _action: PayloadAction<SaveRequest>) {
      state.save = { submission: remote.loading(), progress: 0, conflict: false };
      state.submission = remote.idle();
    },
    saveProgressed(state, action: PayloadAction<number>) {
      state.save.progress = action.payload;
    },
    draftKeyReplaced(state, action: PayloadAction<string>) {
      state.draftKey = action.payload;
    },
    saved(state, action: PayloadAction<{ course: EditableCourse; nextKey: string }>) {
      const { course, nextKey } = action.payload;
      state.courseId = course._id;
      state.course = remote.succeeded(course);
      state.save = { submission: remote.done(), progress: null, conflict: false };
      state.draftKey = nextKey;
    },
    saveFailed(state, action: PayloadAction<{ error: RemoteError; conflict: boolean }>) {
      state.save = { submission: remote.failed(action.payload.error), progress: null, conflict: action.payload.conflict };
    },

    submitForReviewStarted(state) {
      state.submission = remote.loading();
    },
    submittedForReview(state, action: PayloadAction<EditableCourse>) {
      state.course = remote.succeeded(action.payload);
      state.submission = remote.done();
    },
    submitForReviewFailed(state, action: PayloadAction<RemoteError>) {
      state.submission = remote.failed(action.payload);
    },
  },
});

export const courseBuilderActions = courseBuilderSlice.actions;
export const courseBuilderReducer = courseBuilderSlice.reducer;
