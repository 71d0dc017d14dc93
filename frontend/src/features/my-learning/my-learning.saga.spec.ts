import { LEARNING_MESSAGES, MyCourse, ToolLicence } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { startSaga } from '../../../test/saga-harness';
import { ApiError } from '../../platform/api-client';
import { MyLearningApi } from './my-learning.api';
import { createMyLearningSaga } from './my-learning.saga';
import { myLearningActions, myLearningReducer } from './my-learning.slice';

const reducer = combineReducers({ myLearning: myLearningReducer });

const course: MyCourse = {
  _id: 'c1',
  slug: 'excel-thuc-chien',
  title: 'Excel thực chiến',
  courseThumbnail: null,
  instructorName: 'Nguyễn Văn Giảng',
  instructorAvatarUrl: null,
  totalLectures: 12,
  progress: 0,
  resumeLectureId: 'l1',
  completedAt: null,
  enrolledAt: '2026-12-01T09:05:00.000Z',
};
const licence: ToolLicence = {
  toolId: 't1',
  toolSlug: 'canva-pro',
  toolName: 'Canva Pro',
  thumbnailUrl: null,
  planName: 'Gói 1 tháng',
  validUntil: '2026-12-31T09:05:00.000Z',
  status: 'active',
  delivery: 'Mã kích hoạt gửi qua email.',
  since: '2026-12-01T09:05:00.000Z',
};

function setup(api: Partial<MyLearningApi> = {}) {
  const calls = { courses: 0, tools: 0 };
  const fullApi: MyLearningApi = {
    courses: async () => {
      calls.courses += 1;
      return [course];
    },
    tools: async () => {
      calls.tools += 1;
      return [licence];
    },
    ...api,
  };
  return { harness: startSaga(reducer, createMyLearningSaga({ api: fullApi })), calls };
}

describe('my learning saga', () => {
  it('loads the courses and the tools when the page opens', async () => {
    const { harness } = setup();
    harness.dispatch(myLearningActions.pageOpened());
    expect(harness.getState().myLearning.courses.status).toBe('loading');
    await harness.waitFor(myLearningActions.toolsReceived.type);
    await harness.waitFor(myLearningActions.coursesReceived.type);
    expect(harness.getState().myLearning).toEqual({ courses: { status: 'succeeded', data: [course] }, tools: { status: 'succeeded', data: [licence] } });
  });

  it('each list fails on its own, with the server text or its default', async () => {
    const { harness } = setup({
      courses: async () => {
        throw new TypeError('Failed to fetch');
      },
      tools: async () => {
        throw new ApiError('Hệ thống đang bảo trì.', 503, 'Hệ thống đang bảo trì.', 'ACCESS_DATA_STALE', null);
      },
    });
    harness.dispatch(myLearningActions.pageOpened());
    await harness.waitFor(myLearningActions.coursesFailed.type);
    await harness.waitFor(myLearningActions.toolsFailed.type);
    const { courses, tools } = harness.getState().myLearning;
    expect(courses).toMatchObject({ status: 'failed', error: { message: LEARNING_MESSAGES.myCoursesLoadFailed } });
    expect(tools).toMatchObject({ status: 'failed', error: { message: 'Hệ thống đang bảo trì.', code: 'ACCESS_DATA_STALE' } });
  });

  it('a retry reloads only its list and keeps what is on screen meanwhile; a sign-out forgets both', async () => {
    const { harness, calls } = setup();
    harness.dispatch(myLearningActions.pageOpened());
    await harness.waitFor(myLearningActions.toolsReceived.type);
    await harness.waitFor(myLearningActions.coursesReceived.type);
    harness.dispatch(myLearningActions.toolsRetried());
    expect(harness.getState().myLearning.tools).toEqual({ status: 'loading', previous: [licence] });
    await harness.waitFor(myLearningActions.toolsReceived.type, 2);
    expect(calls).toEqual({ courses: 1, tools: 2 });
    harness.dispatch(myLearningActions.sessionEnded());
    expect(harness.getState().myLearning).toEqual({ courses: { status: 'idle' }, tools: { status: 'idle' } });
  });
});
