import { CoursePlayerState } from './course-player.slice';

export interface CoursePlayerRootState {
  coursePlayer: CoursePlayerState;
}

export const selectCoursePlayer = (state: CoursePlayerRootState) => state.coursePlayer;
export const selectPlayerContent = (state: CoursePlayerRootState) => state.coursePlayer.content;
export const selectPlayback = (state: CoursePlayerRootState) => state.coursePlayer.playback;
export const selectCompleting = (state: CoursePlayerRootState) => state.coursePlayer.completing;
export const selectAccessStatus = (state: CoursePlayerRootState) => state.coursePlayer.access;
export const selectAccessMessage = (state: CoursePlayerRootState) => state.coursePlayer.accessMessage;
export const selectVerification = (state: CoursePlayerRootState) => state.coursePlayer.verification;
