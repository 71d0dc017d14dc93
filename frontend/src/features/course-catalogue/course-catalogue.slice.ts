import { Category, CourseDetail, CourseLecture } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, remote } from '../../lib/remote';
import { CatalogueQuery, sameQuery } from './catalogue-query';
import { CoursePage } from './course-catalogue.api';

/** The course page: `notFound` tells an unknown slug (a page of its own) from a failed load (retry). */
export interface CoursePageState {
  slug: string | null;
  course: Remote<CourseDetail>;
  notFound: boolean;
}

/** The free-preview player: the lecture being played and the address to play it from. */
export interface PreviewState {
  lecture: CourseLecture | null;
  courseId: string | null;
  playback: Remote<string>;
}

export interface CourseCatalogueState {
  /** The query the list on screen answers (or is loading). */
  query: CatalogueQuery | null;
  list: Remote<CoursePage>;
  categories: Remote<Category[]>;
  page: CoursePageState;
  preview: PreviewState;
}

export const initialCourseCatalogueState: CourseCatalogueState = {
  query: null,
  list: remote.idle(),
  categories: remote.idle(),
  page: { slug: null, course: remote.idle(), notFound: false },
  preview: { lecture: null, courseId: null, playback: remote.idle() },
};

const courseCatalogueSlice = createSlice({
  name: 'courseCatalogue',
  initialState: initialCourseCatalogueState,
  reducers: {
    /**
     * /courses shows `query` (opened, or its URL changed). A query already on screen is kept as it
     * is (the list loads once, spec part 1 §4); another one loads with the old cards still shown.
     */
    catalogueViewed(state, action: PayloadAction<CatalogueQuery>) {
      if (sameQuery(state.query, action.payload) && state.list.status !== 'failed') return;
      state.query = action.payload;
      state.list = remote.reload(state.list);
      if (state.categories.status === 'idle' || state.categories.status === 'failed') state.categories = remote.reload(state.categories);
    },
    catalogueRetried(state) {
      state.list = remote.reload(state.list);
    },
    coursesReceived(state, action: PayloadAction<{ query: CatalogueQuery; page: CoursePage }>) {
      // An answer to a query the visitor has left behind is not shown.
      if (sameQuery(state.query, action.payload.query)) state.list = remote.succeeded(action.payload.page);
    },
    coursesLoadFailed(state, action: PayloadAction<RemoteError>) {
      state.list = remote.fail(state.list, action.payload);
    },
    categoriesReceived(state, action: PayloadAction<Category[]>) {
      state.categories = remote.succeeded(action.payload);
    },
    categoriesLoadFailed(state, action: PayloadAction<RemoteError>) {
      state.categories = remote.fail(state.categories, action.payload);
    },

    /** A course page was opened (or "Thử lại"): another course's page is never shown meanwhile. */
    coursePageViewed(state, action: PayloadAction<string>) {
      const same = state.page.slug === action.payload;
      state.page = { slug: action.payload, course: same ? remote.reload(state.page.course) : remote.loading(), notFound: false };
    },
    courseReceived(state, action: PayloadAction<CourseDetail>) {
      if (state.page.slug === action.payload.slug) state.page.course = remote.succeeded(action.payload);
    },
    courseLoadFailed(state, action: PayloadAction<{ slug: string; error: RemoteError; notFound: boolean }>) {
      if (state.page.slug !== action.payload.slug) return;
      state.page.course = action.payload.notFound ? remote.failed(action.payload.error) : remote.fail(state.page.course, action.payload.error);
      state.page.notFound = action.payload.notFound;
    },

    /** "Học thử" on a lecture with a video (or "Thử lại" in the player). */
    previewOpened(state, action: PayloadAction<{ courseId: string; lecture: CourseLecture }>) {
      state.preview = { lecture: action.payload.lecture, courseId: action.payload.courseId, playback: remote.loading() };
    },
    previewUrlReceived(state, action: PayloadAction<{ lectureId: string; playbackUrl: string }>) {
      if (state.preview.lecture?._id === action.payload.lectureId) state.preview.playback = remote.succeeded(action.payload.playbackUrl);
    },
    previewFailed(state, action: PayloadAction<{ lectureId: string; error: RemoteError }>) {
      if (state.preview.lecture?._id === action.payload.lectureId) state.preview.playback = remote.failed(action.payload.error);
    },
    previewClosed(state) {
      state.preview = initialCourseCatalogueState.preview;
    },
  },
});

export const courseCatalogueActions = courseCatalogueSlice.actions;
export const courseCatalogueReducer = courseCatalogueSlice.reducer;
