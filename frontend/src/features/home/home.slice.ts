import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { RemoteStatus } from '../../lib/remote-status';
import { FeaturedCourse, FeaturedTool } from './home.api';

export interface Shelf<T> {
  status: RemoteStatus;
  items: T[];
  error: string | null;
}

export interface HomeState {
  courses: Shelf<FeaturedCourse>;
  tools: Shelf<FeaturedTool>;
}

export const initialHomeState: HomeState = {
  courses: { status: 'idle', items: [], error: null },
  tools: { status: 'idle', items: [], error: null },
};

const homeSlice = createSlice({
  name: 'home',
  initialState: initialHomeState,
  reducers: {
    /** The home page was shown: (re)load both shelves, keeping what is on screen meanwhile. */
    homePageOpened(state) {
      state.courses.status = 'loading';
      state.courses.error = null;
      state.tools.status = 'loading';
      state.tools.error = null;
    },
    featuredCoursesReceived(state, action: PayloadAction<FeaturedCourse[]>) {
      state.courses = { status: 'succeeded', items: action.payload, error: null };
    },
    featuredCoursesFailed(state, action: PayloadAction<string>) {
      state.courses.status = 'failed';
      state.courses.error = action.payload;
    },
    featuredToolsReceived(state, action: PayloadAction<FeaturedTool[]>) {
      state.tools = { status: 'succeeded', items: action.payload, error: null };
    },
    featuredToolsFailed(state, action: PayloadAction<string>) {
      state.tools.status = 'failed';
      state.tools.error = action.payload;
    },
  },
});

export const homeActions = homeSlice.actions;
export const homeReducer = homeSlice.reducer;
