import { CompletionStatsResponse, ERROR_MESSAGES, INSTRUCTOR_STUDENTS_MESSAGES, InstructorStudent } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { settle, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { InstructorStudentsApi } from './instructor-students.api';
import { createInstructorStudentsSaga } from './instructor-students.saga';
import { instructorStudentsActions, instructorStudentsReducer, studentsList } from './instructor-students.slice';

const reducer = combineReducers({ instructorStudents: instructorStudentsReducer });

const student = (id: string): InstructorStudent => ({
  _id: `${id}~c1`,
  student: { _id: id, name: 'Trần Thị Lan', email: 'lan@example.vn', avatarUrl: null },
  course: { _id: 'c1', title: 'Excel thực chiến' },
  enrolledAt: '2026-12-01T09:00:00.000Z',
  progress: 50,
  completedLectures: 2,
  totalLectures: 4,
  completedAt: null,
  lastActivityAt: '2026-12-02T09:00:00.000Z',
});

const completion: CompletionStatsResponse = {
  totals: { students: 2, started: 1, completed: 0, averageProgress: 25 },
  courses: [{ courseId: 'c1', title: 'Excel thực chiến', students: 2, started: 1, completed: 0, averageProgress: 25 }],
};

function fakeApi(overrides: Partial<InstructorStudentsApi> = {}): InstructorStudentsApi & { sent: unknown[] } {
  const sent: unknown[] = [];
  return {
    sent,
    list: async (query) => {
      sent.push(query);
      return { rows: [student('u1')], currentPage: Number(query.page ?? 1), totalPages: 3, totalItems: 21 };
    },
    completion: async () => completion,
    ...overrides,
  };
}

function started(api = fakeApi()) {
  const harness = startSaga(reducer, createInstructorStudentsSaga({ api, debounceMs: 5 }));
  return { harness, api, state: () => harness.getState().instructorStudents };
}

const failing = () => Promise.reject(new ApiError('x', null, null, null, null));

describe('instructor students saga', () => {
  it('loads ten learners a page, then the chosen course from page 1, then the typed search once the typing pauses', async () => {
    const { harness, api, state } = started();
    harness.dispatch(studentsList.actions.opened());
    await harness.waitFor(studentsList.actions.received.type);
    harness.dispatch(studentsList.actions.pageChanged(3));
    await harness.waitFor(studentsList.actions.received.type, 2);
    harness.dispatch(studentsList.actions.filterChanged({ courseId: 'c1' }));
    await harness.waitFor(studentsList.actions.received.type, 3);
    harness.dispatch(studentsList.actions.searchTyped('la'));
    harness.dispatch(studentsList.actions.searchTyped('lan '));
    await harness.waitFor(studentsList.actions.received.type, 4);
    await settle();
    expect(api.sent).toEqual([
      { page: 1, limit: 10 },
      { page: 3, limit: 10 },
      { page: 1, limit: 10, courseId: 'c1' },
      { page: 1, limit: 10, courseId: 'c1', search: 'lan' },
    ]);
    expect(dataOf(state().list.result)).toMatchObject({ rows: [student('u1')], totalItems: 21 });
  });

  it('shows the spec’s text when the list cannot be loaded, and the server’s own when it said why', async () => {
    const { harness, state } = started(fakeApi({ list: failing }));
    harness.dispatch(studentsList.actions.opened());
    await harness.waitFor(studentsList.actions.failed.type);
    expect(state().list.result).toMatchObject({ status: 'failed', error: { message: ERROR_MESSAGES.STUDENTS_LOAD_FAILED } });

    const refused = new ApiError(ERROR_MESSAGES.STUDENTS_INSTRUCTORS_ONLY, 403, ERROR_MESSAGES.STUDENTS_INSTRUCTORS_ONLY, 'STUDENTS_INSTRUCTORS_ONLY', null);
    const other = started(fakeApi({ list: () => Promise.reject(refused) }));
    other.harness.dispatch(studentsList.actions.opened());
    await other.harness.waitFor(studentsList.actions.failed.type);
    expect(other.state().list.result).toMatchObject({ status: 'failed', error: { message: ERROR_MESSAGES.STUDENTS_INSTRUCTORS_ONLY } });
  });

  it('loads the completion figures, and says so when they cannot be loaded', async () => {
    const { harness, state } = started();
    harness.dispatch(instructorStudentsActions.completionRequested());
    await harness.waitFor(instructorStudentsActions.completionReceived.type);
    expect(dataOf(state().completion)).toEqual(completion);

    const broken = started(fakeApi({ completion: failing }));
    broken.harness.dispatch(instructorStudentsActions.completionRequested());
    await broken.harness.waitFor(instructorStudentsActions.completionFailed.type);
    expect(broken.state().completion).toMatchObject({ status: 'failed', error: { message: INSTRUCTOR_STUDENTS_MESSAGES.completionLoadFailed } });
  });
});
