import type { HeroContent } from '@academy/contracts';
import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { Remote, RemoteError, remote } from '../../lib/remote';
import { FeaturedCourse, FeaturedTool, HomePeople } from './home.api';

export type Shelf<T> = Remote<T[]>;

export interface HomeState {
  /** The hero as the homepage editor left it; the page as built when it cannot load. */
  hero: Remote<HeroContent>;
  courses: Shelf<FeaturedCourse>;
  tools: Shelf<FeaturedTool>;
  /** Testimonials, instructors and the course count; their blocks stay hidden until they arrive. */
  people: Remote<HomePeople>;
}

export const initialHomeState: HomeState = {
  hero: remote.idle(),
  courses: remote.idle(),
  tools: remote.idle(),
  people: remote.idle(),
};

const homeSlice = createSlice({
  name: 'home',
  initialState: initialHomeState,
  reducers: {
    /** The home page was shown: (re)load its content and both shelves, keeping what is on screen meanwhile. */
    homePageOpened(state) {
      state.hero = remote.reload(state.hero);
      state.courses = remote.reload(state.courses);
      state.tools = remote.reload(state.tools);
      state.people = remote.reload(state.people);
    },
    peopleReceived(state, action: PayloadAction<HomePeople>) {
      state.people = remote.succeeded(action.payload);
    },
    peopleFailed(state, action: PayloadAction<RemoteError>) {
      state.people = remote.fail(state.people, action.payload);
    },
    heroReceived(state, action: PayloadAction<HeroContent>) {
      state.hero = remote.succeeded(action.payload);
    },
    heroFailed(state, action: PayloadAction<RemoteError>) {
      state.hero = remote.fail(state.hero, action.payload);
    },
    featuredCoursesReceived(state, action: PayloadAction<FeaturedCourse[]>) {
      state.courses = remote.succeeded(action.payload);
    },
    featuredCoursesFailed(state, action: PayloadAction<RemoteError>) {
      state.courses = remote.fail(state.courses, action.payload);
    },
    featuredToolsReceived(state, action: PayloadAction<FeaturedTool[]>) {
      state.tools = remote.succeeded(action.payload);
    },
    featuredToolsFailed(state, action: PayloadAction<RemoteError>) {
      state.tools = remote.fail(state.tools, action.payload);
    },
  },
});

export const homeActions = homeSlice.actions;
export const homeReducer = homeSlice.reducer;
