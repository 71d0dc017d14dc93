import { CompletionStatsResponse, INSTRUCTOR_STUDENTS_MESSAGES, INSTRUCTOR_STUDENTS_PAGE_SIZE, LEARNING_ERRORS } from '@academy/contracts';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { createPagedListSaga } from '../../lib/paged-list';
import { toRemoteError } from '../../lib/remote';
import { InstructorStudentsApi } from './instructor-students.api';
import { selectStudentList } from './instructor-students.selectors';
import { instructorStudentsActions, studentsList } from './instructor-students.slice';

export interface InstructorStudentsSagaDeps {
  api: InstructorStudentsApi;
  /** The search box waits this long after the last keystroke (spec part 2 §9: 500 ms). */
  debounceMs?: number;
}

/** Loads /instructor/students (the spec's fallback: 'Không thể tải danh sách học viên.') and the completion figures. */
export function createInstructorStudentsSaga(deps: InstructorStudentsSagaDeps) {
  function* loadCompletion() {
    try {
      const completion: CompletionStatsResponse = yield call(deps.api.completion);
      yield put(instructorStudentsActions.completionReceived(completion));
    } catch (error) {
      yield put(instructorStudentsActions.completionFailed(toRemoteError(error, INSTRUCTOR_STUDENTS_MESSAGES.completionLoadFailed)));
    }
  }

  const listSaga = createPagedListSaga(studentsList, {
    select: selectStudentList,
    fetch: deps.api.list,
    fallback: LEARNING_ERRORS.STUDENTS_LOAD_FAILED,
    pageSize: INSTRUCTOR_STUDENTS_PAGE_SIZE,
    debounceMs: deps.debounceMs,
  });

  return function* instructorStudentsSaga() {
    yield all([takeLatest(instructorStudentsActions.completionRequested.type, loadCompletion), call(listSaga)]);
  };
}
