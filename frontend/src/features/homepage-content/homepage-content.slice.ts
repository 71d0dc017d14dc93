import type { AdminHomepage, HeroForm, HomeInstructorForm, HomepageCourseOption, HomepageHistoryResponse, TestimonialForm } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, remote } from '../../lib/remote';

/** The blocks the editor's sidebar lists (spec part 1 section 2.4). */
export type HomepageBlock = 'hero' | 'featured' | 'testimonials' | 'instructors';

export const HOMEPAGE_BLOCKS: readonly HomepageBlock[] = ['hero', 'featured', 'testimonials', 'instructors'];

/**
 * /admin/edit: the home page as the server has it, the courses an admin can feature, the history,
 * and each save. Loaded with the editor page only; the admins' editing-mode switch on the site is
 * the homepage-editor feature, which every page loads.
 */
export interface HomepageContentState {
  homepage: Remote<AdminHomepage>;
  courses: Remote<HomepageCourseOption[]>;
  history: Remote<HomepageHistoryResponse>;
  heroSubmission: Remote<void>;
  featuredSubmission: Remote<void>;
  testimonialsSubmission: Remote<void>;
  instructorsSubmission: Remote<void>;
  /** The version awaiting the admin's confirmation before it is restored, with the words that name it. */
  restore: { version: VersionToRestore | null; submission: Remote<void> };
}

export const initialHomepageContentState: HomepageContentState = {
  homepage: remote.idle(),
  courses: remote.idle(),
  history: remote.idle(),
  heroSubmission: remote.idle(),
  featuredSubmission: remote.idle(),
  testimonialsSubmission: remote.idle(),
  instructorsSubmission: remote.idle(),
  restore: { version: null, submission: remote.idle() },
};

export interface VersionToRestore {
  version: number;
  label: string;
}

/** The hero form as sent: the picture travels beside it under a key of lib/picked-files. */
export interface HeroSubmission {
  form: HeroForm;
  imageKey: string | null;
}

/** A list block as sent: each item's new photo (if any) is kept under a key of lib/picked-files, by index. */
export interface PeopleSubmission<T> {
  items: T[];
  photoKeys: Array<string | null>;
}

const homepageContentSlice = createSlice({
  name: 'homepageContent',
  initialState: initialHomepageContentState,
  reducers: {
    editorOpened(state) {
      state.homepage = remote.reload(state.homepage);
      state.courses = remote.reload(state.courses);
      state.history = remote.reload(state.history);
    },
    homepageReceived(state, action: PayloadAction<AdminHomepage>) {
      state.homepage = remote.succeeded(action.payload);
    },
    homepageFailed(state, action: PayloadAction<RemoteError>) {
      state.homepage = remote.fail(state.homepage, action.payload);
    },
    coursesReceived(state, action: PayloadAction<HomepageCourseOption[]>) {
      state.courses = remote.succeeded(action.payload);
    },
    coursesFailed(state, action: PayloadAction<RemoteError>) {
      state.courses = remote.fail(state.courses, action.payload);
    },
    historyPageRequested(state, _action: PayloadAction<number>) {
      state.history = remote.reload(state.history);
    },
    historyReceived(state, action: PayloadAction<HomepageHistoryResponse>) {
      state.history = remote.succeeded(action.payload);
    },
    historyFailed(state, action: PayloadAction<RemoteError>) {
      state.history = remote.fail(state.history, action.payload);
    },

    heroSubmitted(state, _action: PayloadAction<HeroSubmission>) {
      state.heroSubmission = remote.loading();
    },
    heroSaved(state, action: PayloadAction<AdminHomepage>) {
      state.homepage = remote.succeeded(action.payload);
      state.heroSubmission = remote.done();
    },
    heroSaveFailed(state, action: PayloadAction<RemoteError>) {
      state.heroSubmission = remote.failed(action.payload);
    },

    /** The chosen courses in order, or null for the newest published. */
    featuredSubmitted(state, _action: PayloadAction<string[] | null>) {
      state.featuredSubmission = remote.loading();
    },
    featuredSaved(state, action: PayloadAction<AdminHomepage>) {
      state.homepage = remote.succeeded(action.payload);
      state.featuredSubmission = remote.done();
    },
    featuredSaveFailed(state, action: PayloadAction<RemoteError>) {
      state.featuredSubmission = remote.failed(action.payload);
    },

    testimonialsSubmitted(state, _action: PayloadAction<PeopleSubmission<TestimonialForm>>) {
      state.testimonialsSubmission = remote.loading();
    },
    testimonialsSaved(state, action: PayloadAction<AdminHomepage>) {
      state.homepage = remote.succeeded(action.payload);
      state.testimonialsSubmission = remote.done();
    },
    testimonialsSaveFailed(state, action: PayloadAction<RemoteError>) {
      state.testimonialsSubmission = remote.failed(action.payload);
    },

    instructorsSubmitted(state, _action: PayloadAction<PeopleSubmission<HomeInstructorForm>>) {
      state.instructorsSubmission = remote.loading();
    },
    instructorsSaved(state, action: PayloadAction<AdminHomepage>) {
      state.homepage = remote.succeeded(action.payload);
      state.instructorsSubmission = remote.done();
    },
    instructorsSaveFailed(state, action: PayloadAction<RemoteError>) {
      state.instructorsSubmission = remote.failed(action.payload);
    },

    restoreRequested(state, action: PayloadAction<VersionToRestore>) {
      state.restore = { version: action.payload, submission: remote.idle() };
    },
    restoreCancelled(state) {
      state.restore = initialHomepageContentState.restore;
    },
    restoreConfirmed(state) {
      state.restore.submission = remote.loading();
    },
    restored(state, action: PayloadAction<AdminHomepage>) {
      state.homepage = remote.succeeded(action.payload);
      state.restore = initialHomepageContentState.restore;
    },
    restoreFailed(state, action: PayloadAction<RemoteError>) {
      state.restore.submission = remote.failed(action.payload);
    },
  },
});

export const homepageContentActions = homepageContentSlice.actions;
export const homepageContentReducer = homepageContentSlice.reducer;
