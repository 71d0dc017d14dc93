import { ERROR_MESSAGES, VerifyCourseAccessResponse } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, settle, startSaga } from '../../../test/saga-harness';
import { createPickedFiles } from '../../lib/picked-files';
import { ApiError } from '../../platform/api-client';
import { createCourseAccessTokens } from './course-access.storage';
import { courseContent, progressAfterFirst } from './course-player.fixture';
import { CoursePlayerApi } from './course-player.api';
import { createCoursePlayerSaga, saysAccessTokenInvalid } from './course-player.saga';
import { coursePlayerActions, coursePlayerReducer } from './course-player.slice';

const reducer = combineReducers({ coursePlayer: coursePlayerReducer });
const slug = courseContent.course.slug;
const NOW = new Date('2026-12-01T09:30:00.000Z');
const access = { courseId: 'course-1', token: 'token-1', expiresAt: '2026-12-01T11:00:00.000Z' };

const refusal = (status: number, code: keyof typeof ERROR_MESSAGES) => new ApiError(ERROR_MESSAGES[code], status, ERROR_MESSAGES[code], code, null);

const verified: VerifyCourseAccessResponse = {
  message: 'Đã đăng ký khuôn mặt và xác thực thành công.',
  courseId: 'course-1',
  faceEnrolled: true,
  accessToken: 'token-2',
  expiresAt: '2026-12-01T11:30:00.000Z',
};

function setup(api: Partial<CoursePlayerApi> = {}, options: { token?: typeof access | null } = {}) {
  const calls: Array<{ name: string; args: unknown[] }> = [];
  const record =
    <A extends unknown[], R>(name: string, answer: (...args: A) => R) =>
    (...args: A) => {
      calls.push({ name, args });
      return answer(...args);
    };
  const fullApi: CoursePlayerApi = {
    content: record('content', async () => courseContent),
    playbackUrl: record('playbackUrl', async ({ mediaId }: { mediaId: string }) => `/api/media/stream/${mediaId}?sig=1`),
    updateProgress: record('updateProgress', async () => progressAfterFirst),
    course: record('course', async () => ({ _id: 'course-1', slug, title: 'Excel thực chiến', enrolled: true })),
    verify: record('verify', async () => verified),
  };
  for (const [name, answer] of Object.entries(api)) Object.assign(fullApi, { [name]: record(name, answer as (...args: unknown[]) => unknown) });
  const tokens = createCourseAccessTokens(undefined);
  if (options.token !== null) tokens.save(slug, options.token ?? access);
  const files = createPickedFiles();
  const notify = recordingNotifier();
  const navigations: Array<{ to: string; replace?: boolean }> = [];
  const saga = createCoursePlayerSaga({ api: fullApi, tokens, files, notify, now: () => NOW, navigate: (to, opts) => navigations.push({ to, ...opts }) });
  return { harness: startSaga(reducer, saga), calls, tokens, files, notify, navigations };
}

async function openedPlayer(api: Partial<CoursePlayerApi> = {}) {
  const context = setup(api);
  context.harness.dispatch(coursePlayerActions.playerOpened({ slug }));
  await context.harness.waitFor(coursePlayerActions.contentReceived.type);
  return context;
}

describe('course player saga: the content behind the access token', () => {
  it('loads the content with this tab token in the header call, and the access becomes valid', async () => {
    const { harness, calls } = setup();
    harness.dispatch(coursePlayerActions.playerOpened({ slug }));
    expect(harness.getState().coursePlayer).toMatchObject({ slug, access: 'unknown', content: { status: 'loading' } });
    await harness.waitFor(coursePlayerActions.contentReceived.type);
    expect(calls).toEqual([{ name: 'content', args: [slug, 'token-1'] }]);
    expect(harness.getState().coursePlayer).toMatchObject({ access: 'valid', content: { status: 'succeeded', data: courseContent } });
  });

  it('asks without a token when the tab has none (or only an expired one): a learner goes to verification with no reproach', async () => {
    for (const token of [null, { ...access, expiresAt: NOW.toISOString() }]) {
      const { harness, calls, navigations } = setup(
        {
          content: async (_slug, sent) => {
            if (sent === null) throw refusal(403, 'COURSE_ACCESS_TOKEN_INVALID');
            return courseContent;
          },
        },
        { token },
      );
      harness.dispatch(coursePlayerActions.playerOpened({ slug }));
      await harness.waitFor(coursePlayerActions.accessInvalidated.type);
      expect(calls).toEqual([{ name: 'content', args: [slug, null] }]);
      expect(navigations).toEqual([{ to: `/learn/${slug}/verify`, replace: true }]);
      expect(harness.getState().coursePlayer).toMatchObject({ access: 'invalid', accessMessage: null, content: { status: 'idle' } });
    }
  });

  it("lets the server open the course without a token (the course's instructor previews it)", async () => {
    const { harness, calls, navigations } = setup({}, { token: null });
    harness.dispatch(coursePlayerActions.playerOpened({ slug }));
    await harness.waitFor(coursePlayerActions.contentReceived.type);
    harness.dispatch(coursePlayerActions.lectureOpened({ lectureId: 'l1' }));
    await harness.waitFor(coursePlayerActions.playbackReceived.type);
    expect(calls).toEqual([
      { name: 'content', args: [slug, null] },
      { name: 'playbackUrl', args: [{ mediaId: 'm1', courseId: 'course-1' }, null] },
    ]);
    expect(navigations).toEqual([]);
    expect(harness.getState().coursePlayer.access).toBe('valid');
  });

  it('forgets a token the server refuses and sends the learner to verification with its text', async () => {
    const { harness, tokens, navigations } = setup({
      content: async () => {
        throw refusal(403, 'COURSE_ACCESS_TOKEN_INVALID');
      },
    });
    harness.dispatch(coursePlayerActions.playerOpened({ slug }));
    await harness.waitFor(coursePlayerActions.accessInvalidated.type);
    expect(harness.getState().coursePlayer).toMatchObject({ access: 'invalid', accessMessage: ERROR_MESSAGES.COURSE_ACCESS_TOKEN_INVALID });
    expect(tokens.get(slug, NOW)).toBeNull();
    expect(navigations).toEqual([{ to: `/learn/${slug}/verify`, replace: true }]);
  });

  it('recognises the invalid token by its text when the answer has no code (spec part 2 §4)', () => {
    const text = ERROR_MESSAGES.COURSE_ACCESS_TOKEN_INVALID;
    expect(saysAccessTokenInvalid(new ApiError(text, 403, text, null, null))).toBe(true);
    expect(saysAccessTokenInvalid(new ApiError(text, 403, null, null, null))).toBe(false);
    expect(saysAccessTokenInvalid(refusal(403, 'COURSE_NOT_ENROLLED'))).toBe(false);
    expect(saysAccessTokenInvalid(new Error(text))).toBe(false);
  });

  it('sends a learner who does not have the course to the course page with the reason', async () => {
    const { harness, navigations, notify, tokens } = setup({
      content: async () => {
        throw refusal(403, 'COURSE_NOT_ENROLLED');
      },
    });
    harness.dispatch(coursePlayerActions.playerOpened({ slug }));
    await harness.waitFor(coursePlayerActions.enrolmentMissing.type);
    expect(navigations).toEqual([{ to: `/courses/${slug}`, replace: true }]);
    expect(notify.calls).toEqual([{ kind: 'error', message: ERROR_MESSAGES.COURSE_NOT_ENROLLED, options: undefined }]);
    expect(tokens.get(slug, NOW)).toBeNull();
    expect(harness.getState().coursePlayer.access).toBe('unknown');
  });

  it("shows the server's text for an unknown course and the spec's default when the network fails", async () => {
    const unknown = setup({
      content: async () => {
        throw new ApiError('Không tìm thấy khóa học với slug: x', 404, 'Không tìm thấy khóa học với slug: x', 'COURSE_NOT_FOUND', null);
      },
    });
    unknown.harness.dispatch(coursePlayerActions.playerOpened({ slug }));
    await unknown.harness.waitFor(coursePlayerActions.contentFailed.type);
    expect(unknown.harness.getState().coursePlayer.content).toMatchObject({ status: 'failed', error: { code: 'COURSE_NOT_FOUND', message: 'Không tìm thấy khóa học với slug: x' } });
    expect(unknown.navigations).toEqual([]);

    const offline = setup({
      content: async () => {
        throw new ApiError('Failed to fetch', null, null, null, null);
      },
    });
    offline.harness.dispatch(coursePlayerActions.playerOpened({ slug }));
    await offline.harness.waitFor(coursePlayerActions.contentFailed.type);
    expect(offline.harness.getState().coursePlayer.content).toMatchObject({ status: 'failed', error: { message: 'Không thể tải nội dung khóa học.' } });
  });
});

describe('course player saga: lectures and progress', () => {
  it("asks a signed link for the lecture's media in this course, with the token", async () => {
    const { harness, calls } = await openedPlayer();
    harness.dispatch(coursePlayerActions.lectureOpened({ lectureId: 'l2' }));
    expect(harness.getState().coursePlayer.playback).toEqual({ lectureId: 'l2', url: { status: 'loading' } });
    await harness.waitFor(coursePlayerActions.playbackReceived.type);
    expect(calls[1]).toEqual({ name: 'playbackUrl', args: [{ mediaId: 'm2', courseId: 'course-1' }, 'token-1'] });
    expect(harness.getState().coursePlayer.playback).toEqual({ lectureId: 'l2', url: { status: 'succeeded', data: '/api/media/stream/m2?sig=1' } });
  });

  it('says so for a lecture the course does not have, and a link the server refuses', async () => {
    const { harness, calls } = await openedPlayer({
      playbackUrl: async () => {
        throw new ApiError('Failed to fetch', null, null, null, null);
      },
    });
    harness.dispatch(coursePlayerActions.lectureOpened({ lectureId: 'other-course-lecture' }));
    await harness.waitFor(coursePlayerActions.playbackFailed.type);
    expect(harness.getState().coursePlayer.playback.url).toMatchObject({ status: 'failed', error: { message: ERROR_MESSAGES.LECTURE_NOT_FOUND } });
    expect(calls.map((c) => c.name)).toEqual(['content']);

    harness.dispatch(coursePlayerActions.lectureOpened({ lectureId: 'l1' }));
    await harness.waitFor(coursePlayerActions.playbackFailed.type, 2);
    expect(harness.getState().coursePlayer.playback.url).toMatchObject({ status: 'failed', error: { message: 'Không thể lấy link xem an toàn.' } });
  });

  it('a link answered after the learner moved on does not replace the new lecture', async () => {
    let release: (url: string) => void = () => undefined;
    const { harness } = await openedPlayer({
      playbackUrl: ({ mediaId }) => (mediaId === 'm1' ? new Promise<string>((resolve) => (release = resolve)) : Promise.resolve('/m2')),
    });
    harness.dispatch(coursePlayerActions.lectureOpened({ lectureId: 'l1' }));
    await settle();
    harness.dispatch(coursePlayerActions.lectureOpened({ lectureId: 'l2' }));
    await harness.waitFor(coursePlayerActions.playbackReceived.type);
    release('/m1');
    await settle();
    expect(harness.getState().coursePlayer.playback).toEqual({ lectureId: 'l2', url: { status: 'succeeded', data: '/m2' } });
  });

  it('marks a lecture completed: the bar and the marks follow the server', async () => {
    const { harness, calls } = await openedPlayer();
    harness.dispatch(coursePlayerActions.lectureCompletionRequested({ lectureId: 'l1' }));
    expect(harness.getState().coursePlayer.completing).toEqual({ l1: true });
    await harness.waitFor(coursePlayerActions.progressUpdated.type);
    expect(calls[1]).toEqual({ name: 'updateProgress', args: [{ courseId: 'course-1', lectureId: 'l1' }, 'token-1'] });
    const { content, completing } = harness.getState().coursePlayer;
    expect(completing).toEqual({});
    if (content.status !== 'succeeded') throw new Error('content lost');
    expect(content.data.progress).toEqual({ progress: 33, completedLectureIds: ['l1'], resumeLectureId: 'l2', completedAt: null });
    expect(content.data.curriculum.flatMap((s) => s.lectures.map((l) => [l._id, l.completed]))).toEqual([
      ['l1', true],
      ['l2', false],
      ['l3', false],
    ]);
  });

  it("a refused mark says 'Không thể cập nhật tiến độ.' and keeps the progress; an expired token goes to verification", async () => {
    const failing = await openedPlayer({
      updateProgress: async () => {
        throw new ApiError('Failed to fetch', null, null, null, null);
      },
    });
    failing.harness.dispatch(coursePlayerActions.lectureCompletionRequested({ lectureId: 'l1' }));
    await failing.harness.waitFor(coursePlayerActions.progressUpdateFailed.type);
    expect(failing.notify.calls).toEqual([{ kind: 'error', message: 'Không thể cập nhật tiến độ.', options: undefined }]);
    expect(failing.harness.getState().coursePlayer).toMatchObject({ completing: {}, content: { data: { progress: { progress: 0 } } } });

    const expired = await openedPlayer({
      updateProgress: async () => {
        throw refusal(403, 'COURSE_ACCESS_TOKEN_INVALID');
      },
    });
    expired.harness.dispatch(coursePlayerActions.lectureCompletionRequested({ lectureId: 'l1' }));
    await expired.harness.waitFor(coursePlayerActions.accessInvalidated.type);
    expect(expired.navigations).toEqual([{ to: `/learn/${slug}/verify`, replace: true }]);
    expect(expired.harness.getState().coursePlayer).toMatchObject({ access: 'invalid', completing: {} });
  });
});

describe('course player saga: face verification', () => {
  it('loads the course, sends the photo, keeps the token for the tab and opens the player', async () => {
    const { harness, calls, files, tokens, notify, navigations } = setup({}, { token: null });
    harness.dispatch(coursePlayerActions.verifyPageOpened({ slug }));
    await harness.waitFor(coursePlayerActions.verifyCourseReceived.type);
    expect(harness.getState().coursePlayer.verification.course).toEqual({ status: 'succeeded', data: { _id: 'course-1', slug, title: 'Excel thực chiến', enrolled: true } });

    const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    const photoKey = files.keep(photo);
    harness.dispatch(coursePlayerActions.faceSubmitted({ slug, courseId: 'course-1', photoKey }));
    await harness.waitFor(coursePlayerActions.faceVerified.type);
    expect(calls[1]).toEqual({ name: 'verify', args: ['course-1', photo] });
    expect(files.get(photoKey)).toBeUndefined();
    expect(tokens.get(slug, NOW)).toEqual({ courseId: 'course-1', token: 'token-2', expiresAt: '2026-12-01T11:30:00.000Z' });
    expect(harness.getState().coursePlayer.access).toBe('valid');
    expect(notify.calls).toEqual([{ kind: 'success', message: verified.message, options: undefined }]);
    expect(navigations).toEqual([{ to: `/learn/${slug}`, replace: true }]);
  });

  it("shows each refusal's text, keeps nothing, and a new photo clears it", async () => {
    const { harness, files, tokens, navigations } = setup(
      {
        verify: async () => {
          throw refusal(403, 'FACE_MISMATCH');
        },
      },
      { token: null },
    );
    harness.dispatch(coursePlayerActions.faceSubmitted({ slug, courseId: 'course-1', photoKey: files.keep(new Blob(['x'])) }));
    await harness.waitFor(coursePlayerActions.faceRefused.type);
    expect(harness.getState().coursePlayer.verification.submission).toMatchObject({ status: 'failed', error: { code: 'FACE_MISMATCH', message: ERROR_MESSAGES.FACE_MISMATCH } });
    expect(tokens.get(slug, NOW)).toBeNull();
    expect(navigations).toEqual([]);
    harness.dispatch(coursePlayerActions.faceRetaken());
    expect(harness.getState().coursePlayer.verification.submission).toEqual({ status: 'idle' });
  });

  it("falls back to 'Lỗi khi xác thực khuôn mặt.', and sends a learner without the course to its page", async () => {
    const offline = setup(
      {
        verify: async () => {
          throw new ApiError('Không thể kết nối tới máy chủ.', null, null, null, null);
        },
      },
      { token: null },
    );
    offline.harness.dispatch(coursePlayerActions.faceSubmitted({ slug, courseId: 'course-1', photoKey: offline.files.keep(new Blob(['x'])) }));
    await offline.harness.waitFor(coursePlayerActions.faceRefused.type);
    expect(offline.harness.getState().coursePlayer.verification.submission).toMatchObject({ error: { message: 'Lỗi khi xác thực khuôn mặt.' } });

    const stranger = setup(
      {
        verify: async () => {
          throw refusal(403, 'COURSE_NOT_ENROLLED');
        },
      },
      { token: null },
    );
    stranger.harness.dispatch(coursePlayerActions.faceSubmitted({ slug, courseId: 'course-1', photoKey: stranger.files.keep(new Blob(['x'])) }));
    await stranger.harness.waitFor(coursePlayerActions.enrolmentMissing.type);
    expect(stranger.navigations).toEqual([{ to: `/courses/${slug}`, replace: true }]);
    expect(stranger.notify.calls.map((c) => c.message)).toEqual([ERROR_MESSAGES.COURSE_NOT_ENROLLED]);
  });

  it('sends a learner who does not have the course to its page before any photo is taken', async () => {
    const { harness, navigations, notify } = setup({ course: async () => ({ _id: 'course-1', slug, title: 'Excel thực chiến', enrolled: false }) }, { token: null });
    harness.dispatch(coursePlayerActions.verifyPageOpened({ slug }));
    await harness.waitFor(coursePlayerActions.enrolmentMissing.type);
    expect(navigations).toEqual([{ to: `/courses/${slug}`, replace: true }]);
    expect(notify.calls.map((c) => c.message)).toEqual([ERROR_MESSAGES.COURSE_NOT_ENROLLED]);
    expect(harness.getState().coursePlayer.verification.course.status).toBe('loading');
  });

  it('forgets every course token at sign-out', async () => {
    const { harness, tokens } = await openedPlayer();
    harness.dispatch(coursePlayerActions.sessionEnded());
    await settle();
    expect(tokens.get(slug, NOW)).toBeNull();
    expect(harness.getState().coursePlayer.content).toEqual({ status: 'idle' });
  });
});
