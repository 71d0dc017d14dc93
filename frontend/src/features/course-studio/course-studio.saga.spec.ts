import { COURSE_ERRORS, COURSE_MESSAGES, CreateCourseRequest, ERROR_MESSAGES, ManagedCourse } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, settle, startSaga } from '../../../test/saga-harness';
import { Page } from '../../lib/paged-list';
import { createPickedFiles } from '../../lib/picked-files';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { courseBuilderActions } from './course-builder.slice';
import { allCourses, courseListsActions, myCourses, pendingCourses } from './course-lists.slice';
import { courseReviewActions } from './course-review.slice';
import { CourseStudioApi } from './course-studio.api';
import { createCourseStudioSaga } from './course-studio.saga';
import { courseStudioReducer } from './course-studio.slice';
import { editableCourse, managedCourse } from './course.fixture';

const reducer = combineReducers({ courseStudio: courseStudioReducer });
const apiError = (status: number, code: string, message: string) => new ApiError(message, status, message, code, null);
const networkError = () => new ApiError('Failed to fetch', null, null, null, null);
const page = (rows: ManagedCourse[], totalItems = rows.length): Page<ManagedCourse> => ({ rows, currentPage: 1, totalPages: 1, totalItems });

const form: CreateCourseRequest = {
  title: 'Quảng cáo Facebook thực chiến',
  price: 1_990_000,
  sections: [{ title: 'Bắt đầu', lectures: [{ title: 'Giới thiệu', mediaId: 'm1', durationSeconds: 600, isFreePreview: true }] }],
};

function fakeApi(overrides: Partial<CourseStudioApi> = {}): CourseStudioApi & { sent: unknown[][] } {
  const sent: unknown[][] = [];
  const progress = (onProgress: (percent: number) => void) => [8, 54, 100].forEach((p) => onProgress(p));
  return {
    sent,
    listMine: async (query) => {
      sent.push(['listMine', query]);
      return page([managedCourse('a'), managedCourse('b', { status: 'published' })]);
    },
    getMine: async (id) => {
      sent.push(['getMine', id]);
      return editableCourse(id);
    },
    create: async (request, files, key, { onProgress }) => {
      sent.push(['create', request, files, key]);
      progress(onProgress);
      return { message: COURSE_MESSAGES.created, course: editableCourse('new', { title: request.title, revision: 2 }) };
    },
    updateMine: async (id, request, files, revision, { onProgress }) => {
      sent.push(['updateMine', id, request, files, revision]);
      progress(onProgress);
      return { message: COURSE_MESSAGES.updated, course: editableCourse(id, { title: request.title, revision: revision + 1 }) };
    },
    togglePublish: async (id, revision) => {
      sent.push(['toggle', id, revision]);
      return { message: COURSE_MESSAGES.submitted, course: editableCourse(id, { status: 'pending_review', revision: revision + 1 }) };
    },
    removeMine: async (id) => {
      sent.push(['remove', id]);
      return { message: COURSE_MESSAGES.deleted, _id: id, archived: false };
    },
    adminList: async (query) => {
      sent.push(['adminList', query]);
      return page([managedCourse('a')]);
    },
    adminPending: async (query) => {
      sent.push(['adminPending', query]);
      return page([managedCourse('p', { status: 'pending_review' })], 3);
    },
    adminGet: async (id) => {
      sent.push(['adminGet', id]);
      return editableCourse(id, { status: 'pending_review' });
    },
    adminUpdate: async (id, request, files, revision) => {
      sent.push(['adminUpdate', id, request, files, revision]);
      return { message: COURSE_MESSAGES.updated, course: editableCourse(id, { revision: revision + 1 }) };
    },
    review: async (request) => {
      sent.push(['review', request]);
      const status = request.action === 'approve' ? 'published' : 'rejected';
      return { message: request.action === 'approve' ? COURSE_MESSAGES.approved : COURSE_MESSAGES.rejected, course: editableCourse(request.courseId, { status }) };
    },
    instructors: async () => [{ _id: 'instructor-1', name: 'Trần Minh Anh', email: 'anh@example.vn', avatarUrl: null, courseCount: 1, publishedCourseCount: 0, joinedAt: '2026-01-01T00:00:00.000Z' }],
    categories: async () => [{ _id: 'cat1', name: 'Quảng cáo Facebook' }],
    mediaLabels: async (ownerId) => {
      sent.push(['mediaLabels', ownerId]);
      return { m1: { title: 'gioi-thieu.mp4', durationSeconds: 600 } };
    },
    ...overrides,
  };
}

function start(api = fakeApi()) {
  const notify = recordingNotifier();
  const files = createPickedFiles();
  const visited: [string, unknown][] = [];
  const harness = startSaga(reducer, createCourseStudioSaga({ api, notify, files, navigate: (to, options) => void visited.push([to, options]) }));
  const state = () => harness.getState().courseStudio;
  const sent = (name: string) => api.sent.filter((call) => call[0] === name);
  return { harness, notify, files, api, visited, state, sent };
}

describe('course studio saga: lists', () => {
  it("loads the instructor's courses 10 a page with the chosen status and search", async () => {
    const { harness, sent, state } = start();
    harness.dispatch(myCourses.actions.opened());
    await harness.waitFor(myCourses.actions.received.type);
    harness.dispatch(myCourses.actions.filterChanged({ status: 'rejected' }));
    await harness.waitFor(myCourses.actions.received.type, 2);
    harness.dispatch(myCourses.actions.searchTyped('quang cao'));
    harness.dispatch(myCourses.actions.searchApplied());
    await harness.waitFor(myCourses.actions.received.type, 3);
    expect(sent('listMine').map((call) => call[1])).toEqual([
      { page: 1, limit: 10 },
      { page: 1, limit: 10, status: 'rejected' },
      { page: 1, limit: 10, status: 'rejected', search: 'quang cao' },
    ]);
    expect(dataOf(state().lists.mine.result)?.rows).toHaveLength(2);
  });

  it('falls back to the spec text when the list fails without a server message', async () => {
    const { harness, state } = start(fakeApi({ adminList: async () => Promise.reject(networkError()) }));
    harness.dispatch(allCourses.actions.opened());
    await harness.waitFor(allCourses.actions.failed.type);
    expect(state().lists.all.result).toMatchObject({ status: 'failed', error: { message: COURSE_ERRORS.COURSE_LIST_FAILED } });
  });

  it('toggles a row with its revision and shows the new status and the server text', async () => {
    const { harness, sent, state, notify } = start();
    harness.dispatch(myCourses.actions.opened());
    await harness.waitFor(myCourses.actions.received.type);
    harness.dispatch(courseListsActions.toggleRequested(managedCourse('a')));
    expect(state().lists.busy).toEqual({ a: 'toggle' });
    await harness.waitFor(courseListsActions.toggled.type);
    expect(sent('toggle')).toEqual([['toggle', 'a', 3]]);
    expect(dataOf(state().lists.mine.result)?.rows[0]).toMatchObject({ _id: 'a', status: 'pending_review', revision: 4 });
    expect(state().lists.busy).toEqual({});
    expect(notify.calls).toEqual([{ kind: 'success', message: COURSE_MESSAGES.submitted, options: undefined }]);
  });

  it('reloads the list when a toggle meets a stale row, and says why a refused toggle was refused', async () => {
    const { harness, notify, sent } = start(fakeApi({ togglePublish: async () => Promise.reject(apiError(409, 'EDIT_CONFLICT', ERROR_MESSAGES.EDIT_CONFLICT)) }));
    harness.dispatch(myCourses.actions.opened());
    await harness.waitFor(myCourses.actions.received.type);
    harness.dispatch(courseListsActions.toggleRequested(managedCourse('a')));
    await harness.waitFor(courseListsActions.toggleFailed.type);
    await harness.waitFor(myCourses.actions.received.type, 2);
    expect(sent('listMine')).toHaveLength(2);
    expect(notify.calls[0]).toMatchObject({ kind: 'error', message: ERROR_MESSAGES.EDIT_CONFLICT });
  });

  it('deletes only after confirmation, says whether the course was archived instead, and reads the page again', async () => {
    const removed: string[] = [];
    const { harness, state, notify } = start(
      fakeApi({
        removeMine: async (id) => {
          removed.push(id);
          return { message: COURSE_MESSAGES.archived, _id: id, archived: true };
        },
      }),
    );
    harness.dispatch(myCourses.actions.opened());
    await harness.waitFor(myCourses.actions.received.type);
    harness.dispatch(courseListsActions.deleteRequested(managedCourse('b')));
    expect(removed).toEqual([]);
    harness.dispatch(courseListsActions.deleteConfirmed());
    await harness.waitFor(courseListsActions.deleted.type);
    expect(removed).toEqual(['b']);
    // The page is read again: the server lists what is left (an archived course among them).
    await harness.waitFor(myCourses.actions.received.type, 2);
    expect(state().lists.deletion.course).toBeNull();
    expect(notify.calls[0]).toMatchObject({ kind: 'success', message: COURSE_MESSAGES.archived });
    expect(harness.actions.find((a) => a.type === courseListsActions.deleted.type)?.payload).toEqual({ id: 'b', archived: true });
  });

  it('keeps the dialog open with the reason when a delete is refused', async () => {
    const { harness, state } = start(fakeApi({ removeMine: async () => Promise.reject(apiError(403, 'COURSE_NOT_OWNED', COURSE_ERRORS.COURSE_NOT_OWNED)) }));
    harness.dispatch(courseListsActions.deleteRequested(managedCourse('b')));
    harness.dispatch(courseListsActions.deleteConfirmed());
    await harness.waitFor(courseListsActions.deleteFailed.type);
    expect(state().lists.deletion).toMatchObject({ course: { _id: 'b' }, submission: { status: 'failed', error: { message: COURSE_ERRORS.COURSE_NOT_OWNED } } });
  });

  it('counts pending courses for the admin badge when the admin area shows, and from the queue', async () => {
    const { harness, state, sent } = start();
    expect(state().lists.pendingCount).toBeNull();
    harness.dispatch(courseListsActions.adminAreaShown());
    await harness.waitFor(courseListsActions.pendingCountReceived.type);
    expect(sent('adminPending')[0][1]).toEqual({ page: 1, limit: 1 });
    expect(state().lists.pendingCount).toBe(3);
    harness.dispatch(pendingCourses.actions.opened());
    await harness.waitFor(pendingCourses.actions.received.type);
    expect(state().lists.pendingCount).toBe(3);
  });
});

describe('course studio saga: builder', () => {
  it('creates with the picked images sent by position, the percent shown, then edits the new course at its own address', async () => {
    const { harness, files, sent, state, visited, notify } = start();
    harness.dispatch(courseBuilderActions.builderOpened({ area: 'instructor', courseId: null }));
    await harness.waitFor(courseBuilderActions.categoriesReceived.type);
    const thumbnail = new Blob(['png']);
    const lecture = new Blob(['webp']);
    const images = { courseThumbnail: files.keep(thumbnail), lectureThumbnails: { 1: files.keep(lecture) } };
    const key = state().builder.draftKey;
    harness.dispatch(courseBuilderActions.saveSubmitted({ request: form, images, submitForReview: false }));
    await harness.waitFor(courseBuilderActions.saved.type);
    expect(sent('create')).toEqual([['create', form, { courseThumbnail: thumbnail, 'lectureThumbnails[1]': lecture }, key]]);
    expect(harness.actions.filter((a) => a.type === courseBuilderActions.saveProgressed.type).map((a) => a.payload)).toEqual([8, 54, 100]);
    expect(state().builder).toMatchObject({ courseId: 'new', save: { submission: { status: 'succeeded' }, progress: null } });
    expect(state().builder.draftKey).not.toBe(key);
    expect(files.get(images.courseThumbnail)).toBeUndefined();
    expect(notify.calls).toEqual([{ kind: 'success', message: COURSE_MESSAGES.created, options: undefined }]);
    await settle();
    expect(visited).toEqual([['/instructor/courses/new/edit', { replace: true }]]);

    // The edit screen keeps the course it just saved instead of reading a read model that may lag.
    harness.dispatch(courseBuilderActions.builderOpened({ area: 'instructor', courseId: 'new' }));
    await harness.waitFor(courseBuilderActions.categoriesReceived.type, 2);
    expect(sent('getMine')).toEqual([]);
    expect(dataOf(state().builder.course)).toMatchObject({ _id: 'new', revision: 2 });
  });

  it("saves and sends for review ('Gửi duyệt') with the saved revision, then shows the list", async () => {
    const { harness, sent, state, visited, notify } = start();
    harness.dispatch(courseBuilderActions.builderOpened({ area: 'instructor', courseId: null }));
    harness.dispatch(courseBuilderActions.saveSubmitted({ request: form, images: { lectureThumbnails: {} }, submitForReview: true }));
    await harness.waitFor(courseBuilderActions.submittedForReview.type);
    expect(sent('toggle')).toEqual([['toggle', 'new', 2]]);
    expect(dataOf(state().builder.course)).toMatchObject({ status: 'pending_review' });
    expect(notify.calls.map((c) => c.message)).toEqual([COURSE_MESSAGES.created, COURSE_MESSAGES.submitted]);
    await settle();
    expect(visited).toEqual([['/instructor/courses', undefined]]);
  });

  it('keeps the saved course at its address when sending for review is refused', async () => {
    const incomplete = apiError(400, 'COURSE_INCOMPLETE', COURSE_ERRORS.COURSE_INCOMPLETE);
    const { harness, state, visited, notify } = start(fakeApi({ togglePublish: async () => Promise.reject(incomplete) }));
    harness.dispatch(courseBuilderActions.builderOpened({ area: 'instructor', courseId: null }));
    harness.dispatch(courseBuilderActions.saveSubmitted({ request: form, images: { lectureThumbnails: {} }, submitForReview: true }));
    await harness.waitFor(courseBuilderActions.submitForReviewFailed.type);
    expect(state().builder.submission).toMatchObject({ status: 'failed', error: { message: COURSE_ERRORS.COURSE_INCOMPLETE } });
    expect(notify.calls[1]).toMatchObject({ kind: 'error', message: COURSE_ERRORS.COURSE_INCOMPLETE });
    await settle();
    expect(visited).toEqual([['/instructor/courses/new/edit', { replace: true }]]);
  });

  it('edits with If-Match at the loaded revision, without an instructor, and names the videos from the library', async () => {
    const { harness, sent, state } = start();
    harness.dispatch(courseBuilderActions.builderOpened({ area: 'instructor', courseId: 'c1' }));
    await harness.waitFor(courseBuilderActions.courseLoaded.type);
    await harness.waitFor(courseBuilderActions.mediaLabelsReceived.type);
    expect(state().builder.mediaLabels).toEqual({ m1: { title: 'gioi-thieu.mp4', durationSeconds: 600 } });
    expect(sent('mediaLabels')).toEqual([['mediaLabels', undefined]]);
    harness.dispatch(courseBuilderActions.saveSubmitted({ request: { ...form, instructorId: 'x' }, images: { lectureThumbnails: {} }, submitForReview: false }));
    await harness.waitFor(courseBuilderActions.saved.type);
    expect(sent('updateMine')).toEqual([['updateMine', 'c1', form, {}, 3]]);
    expect(dataOf(state().builder.course)).toMatchObject({ revision: 4 });
  });

  it("shows the server's conflict message and loads the course again when asked", async () => {
    let loads = 0;
    const api = fakeApi({
      getMine: async (id) => {
        loads += 1;
        return loads === 1 ? (await fakeApi().getMine(id)) : { ...(await fakeApi().getMine(id)), title: 'Người khác đã sửa', revision: 9 };
      },
      updateMine: async () => Promise.reject(apiError(409, 'EDIT_CONFLICT', ERROR_MESSAGES.EDIT_CONFLICT)),
    });
    const { harness, state, notify } = start(api);
    harness.dispatch(courseBuilderActions.builderOpened({ area: 'instructor', courseId: 'c1' }));
    await harness.waitFor(courseBuilderActions.courseLoaded.type);
    harness.dispatch(courseBuilderActions.saveSubmitted({ request: form, images: { lectureThumbnails: {} }, submitForReview: false }));
    await harness.waitFor(courseBuilderActions.saveFailed.type);
    expect(state().builder.save).toMatchObject({ conflict: true, progress: null, submission: { status: 'failed', error: { message: ERROR_MESSAGES.EDIT_CONFLICT } } });
    expect(notify.calls[0]).toMatchObject({ kind: 'error', message: ERROR_MESSAGES.EDIT_CONFLICT });
    harness.dispatch(courseBuilderActions.reloadRequested());
    await harness.waitFor(courseBuilderActions.courseLoaded.type, 2);
    expect(dataOf(state().builder.course)).toMatchObject({ title: 'Người khác đã sửa', revision: 9 });
    expect(state().builder.save.conflict).toBe(false);
  });

  it('falls back to the spec text when a create fails without a server message', async () => {
    const { harness, state } = start(fakeApi({ create: async () => Promise.reject(networkError()) }));
    harness.dispatch(courseBuilderActions.builderOpened({ area: 'instructor', courseId: null }));
    harness.dispatch(courseBuilderActions.saveSubmitted({ request: form, images: { lectureThumbnails: {} }, submitForReview: false }));
    await harness.waitFor(courseBuilderActions.saveFailed.type);
    expect(state().builder.save.submission).toMatchObject({ status: 'failed', error: { message: COURSE_ERRORS.COURSE_CREATE_FAILED } });
  });

  it('lets an admin create for an instructor picked from the list, and edit any course through the admin routes', async () => {
    const { harness, sent, state, visited } = start();
    harness.dispatch(courseBuilderActions.builderOpened({ area: 'admin', courseId: null }));
    await harness.waitFor(courseBuilderActions.instructorsReceived.type);
    expect(dataOf(state().builder.instructors)?.map((i) => i._id)).toEqual(['instructor-1']);
    harness.dispatch(courseBuilderActions.saveSubmitted({ request: { ...form, instructorId: 'instructor-1' }, images: { lectureThumbnails: {} }, submitForReview: false }));
    await harness.waitFor(courseBuilderActions.saved.type);
    expect(sent('create')[0][1]).toMatchObject({ instructorId: 'instructor-1' });
    await settle();
    expect(visited).toEqual([['/admin/courses/new/edit', { replace: true }]]);

    harness.dispatch(courseBuilderActions.builderOpened({ area: 'admin', courseId: 'c9' }));
    await harness.waitFor(courseBuilderActions.courseLoaded.type);
    await harness.waitFor(courseBuilderActions.mediaLabelsReceived.type);
    expect(sent('adminGet')).toEqual([['adminGet', 'c9']]);
    expect(sent('mediaLabels')).toEqual([['mediaLabels', 'instructor-1']]);
    harness.dispatch(courseBuilderActions.saveSubmitted({ request: form, images: { lectureThumbnails: {} }, submitForReview: false }));
    await harness.waitFor(courseBuilderActions.saved.type, 2);
    expect(sent('adminUpdate')).toEqual([['adminUpdate', 'c9', form, {}, 3]]);
  });
});

describe('course studio saga: review', () => {
  it('rejects with the reason, goes back to the queue and counts the queue again', async () => {
    const { harness, sent, state, visited, notify } = start();
    harness.dispatch(courseReviewActions.reviewOpened('p'));
    await harness.waitFor(courseReviewActions.reviewLoaded.type);
    expect(dataOf(state().review.course)).toMatchObject({ _id: 'p', status: 'pending_review' });
    harness.dispatch(courseReviewActions.rejectOpened());
    harness.dispatch(courseReviewActions.decisionSubmitted({ action: 'reject', reason: 'Video bài 2 bị lỗi âm thanh.' }));
    await harness.waitFor(courseReviewActions.reviewDecided.type);
    expect(sent('review')).toEqual([['review', { courseId: 'p', action: 'reject', reason: 'Video bài 2 bị lỗi âm thanh.' }]]);
    expect(state().review.rejecting).toBe(false);
    expect(notify.calls[0]).toMatchObject({ kind: 'success', message: COURSE_MESSAGES.rejected, options: { area: 'admin' } });
    await harness.waitFor(courseListsActions.pendingCountReceived.type);
    await settle();
    expect(visited).toEqual([['/admin/courses/pending', undefined]]);
  });

  it('stays on the course with the reason when the review is refused', async () => {
    const refused = apiError(409, 'COURSE_NOT_PENDING_REVIEW', COURSE_ERRORS.COURSE_NOT_PENDING_REVIEW);
    const { harness, state, visited } = start(fakeApi({ review: async () => Promise.reject(refused) }));
    harness.dispatch(courseReviewActions.reviewOpened('p'));
    harness.dispatch(courseReviewActions.decisionSubmitted({ action: 'approve', reason: '' }));
    await harness.waitFor(courseReviewActions.decisionFailed.type);
    expect(state().review.decision).toMatchObject({ action: 'approve', submission: { status: 'failed', error: { message: COURSE_ERRORS.COURSE_NOT_PENDING_REVIEW } } });
    expect(visited).toEqual([]);
  });
});
