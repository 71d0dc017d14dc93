import { ERROR_MESSAGES, MEDIA_LIMITS, MEDIA_MESSAGES, MediaAsset, mediaInUseMessage } from '@academy/contracts';
import { readFileSync } from 'fs';
import { join } from 'path';
import sharp from 'sharp';
import { signPlaybackToken } from '../src/modules/catalogue/media-playback/playback-token';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { FILE_STORE, FileStore } from '../src/platform/files/files.port';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';
import { eventually } from './support/eventually';

type Body = Record<string, unknown>;
type Upload = { bytes: Buffer; name: string; type: string };

/** A real lecture video (10 s, H.264 in MP4), as an instructor's computer would send it. */
const VIDEO = readFileSync(join(__dirname, '../seed-assets/demo-lecture.mp4'));
const mp4 = (name = 'Bài 1 - Giới thiệu.mp4'): Upload => ({ bytes: VIDEO, name, type: 'video/mp4' });

/** The test signs links with its own key, to forge an expired one. */
const SIGNING_KEY = Buffer.alloc(32, 5);

describe('the media library over HTTP', () => {
  const suite = apiSuite({ MEDIA_SIGNING_KEY: SIGNING_KEY.toString('base64') });
  let instructor: EmulatorUser;
  let otherInstructor: EmulatorUser;

  beforeAll(async () => {
    [instructor, otherInstructor] = await Promise.all([signedInUser(suite.app, 'instructor'), signedInUser(suite.app, 'instructor')]);
  });

  const as = (user: EmulatorUser) => ({ token: user.idToken });
  const files = () => suite.app.app.get<FileStore>(FILE_STORE);
  const events = () => suite.app.app.get<EventStore>(EVENT_STORE);

  async function upload(user: EmulatorUser | null, body: Body = {}, file: Upload | null = mp4(), headers: Record<string, string> = {}) {
    const form = new FormData();
    form.append('data', JSON.stringify(body));
    if (file) form.append('asset', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const auth: Record<string, string> = user ? { Authorization: `Bearer ${user.idToken}` } : {};
    const response = await fetch(`${suite.app.baseUrl}/api/media/upload`, { method: 'POST', body: form, headers: { ...auth, ...headers } });
    return { status: response.status, body: (await response.json()) as any };
  }

  const uploaded = async (user: EmulatorUser = instructor, title?: string): Promise<MediaAsset> => {
    const response = await upload(user, title === undefined ? {} : { title });
    expect(response.status).toBe(201);
    return response.body.media;
  };
  const list = async (user: EmulatorUser = instructor, query = ''): Promise<MediaAsset[]> => {
    const response = await suite.api('GET', `/media${query}`, as(user));
    expect(response.status).toBe(200);
    return response.body.media;
  };
  const playback = (body: Body, user: EmulatorUser | null = null) => suite.api('POST', '/media/playback-url', { body, ...(user ? as(user) : {}) });
  const stream = (url: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${suite.app.baseUrl}${url}`, { method, headers });

  /** A course of the instructor whose first lecture (a free preview) plays `preview` and second plays `paid`. */
  async function courseWith(preview: string, paid: string, title = `Khóa học ${Math.random().toString(36).slice(2, 8)}`) {
    const lectures = [
      { title: 'Giới thiệu', mediaId: preview, durationSeconds: 10, isFreePreview: true },
      { title: 'Bài chính', mediaId: paid, durationSeconds: 10 },
    ];
    const body = { title, shortDescription: 'Học thử.', description: 'Mô tả.', level: 'beginner', price: 990_000, sections: [{ title: 'Chương 1', lectures }] };
    const response = await suite.api('POST', '/courses', { ...as(instructor), body });
    expect(response.status).toBe(201);
    return response.body.course as { _id: string; title: string };
  }

  async function published(preview: string, paid: string) {
    const course = await courseWith(preview, paid);
    expect((await suite.api('PATCH', `/instructor/me/courses/${course._id}/toggle-publish`, as(instructor))).status).toBe(200);
    const review = { courseId: course._id, action: 'approve', reason: '' };
    expect((await suite.api('POST', '/admin/courses/review', { token: suite.admin.idToken, body: review })).status).toBe(200);
    return course;
  }

  describe('upload', () => {
    it('stores the video privately under its owner and lists it first, titled by the file name', async () => {
      const response = await upload(instructor);
      expect(response.status).toBe(201);
      const media: MediaAsset = response.body.media;
      expect(response.body.message).toBe(MEDIA_MESSAGES.uploaded);
      expect(media).toMatchObject({
        title: 'Bài 1 - Giới thiệu',
        originalName: 'Bài 1 - Giới thiệu.mp4',
        contentType: 'video/mp4',
        size: VIDEO.length,
        ownerId: instructor.uid,
        usedInLectures: 0,
      });
      expect(media.durationSeconds).toBeCloseTo(10, 0);
      const key = `private/media/${instructor.uid}/${media._id}.mp4`;
      expect(await files().stat(key)).toMatchObject({ size: VIDEO.length, contentType: 'video/mp4' });
      // Private: never served at /files, whatever the path says.
      expect((await fetch(`${suite.app.baseUrl}/files/${key}`)).status).toBe(404);
      expect((await list())[0]._id).toBe(media._id);
      const history = await events().readStream(`catalogue_media_asset-${media._id}`);
      expect(history.map((e) => [e.type, e.data.fileKey])).toEqual([['MediaAssetUploaded', key]]);
    });

    it('keeps the title given, and records a retried upload with the same Idempotency-Key once', async () => {
      const headers = { 'Idempotency-Key': `media-${Date.now()}` };
      const first = await upload(instructor, { title: '  Quay màn hình  ' }, mp4(), headers);
      const retried = await upload(instructor, { title: '  Quay màn hình  ' }, mp4(), headers);
      expect(first).toMatchObject({ status: 201, body: { media: { title: 'Quay màn hình' } } });
      expect(retried).toMatchObject({ status: 201, body: { media: { _id: first.body.media._id } } });
      expect((await list(instructor, '?search=quay man hinh')).map((m) => m._id)).toEqual([first.body.media._id]);
    });

    it('refuses the anonymous (401) and students (403), storing and recording nothing', async () => {
      const before = await files().list({ prefix: 'private/media/', limit: 1000 });
      expect((await upload(null)).status).toBe(401);
      expect(await upload(suite.student)).toMatchObject({ status: 403, body: { code: 'MEDIA_STUDIO_ONLY', message: ERROR_MESSAGES.MEDIA_STUDIO_ONLY } });
      expect(await files().list({ prefix: 'private/media/', limit: 1000 })).toEqual(before);
    });

    it('refuses anything that is not a video with a 400, whatever its name says', async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
      const cases: Array<[Upload | null, string]> = [
        [{ bytes: png, name: 'video.mp4', type: 'video/mp4' }, 'FILE_TYPE_INVALID'],
        [{ bytes: Buffer.from('Xin chào, đây không phải video.'), name: 'bai-giang.mp4', type: 'video/mp4' }, 'FILE_TYPE_INVALID'],
        // An MP4 cut short before its index: the first bytes say video, the container does not.
        [{ bytes: VIDEO.subarray(0, 64), name: 'dang-do.mp4', type: 'video/mp4' }, 'MEDIA_VIDEO_UNREADABLE'],
        [null, 'MEDIA_FILE_REQUIRED'],
      ];
      const before = (await list()).length;
      for (const [file, code] of cases) expect(await upload(instructor, {}, file)).toMatchObject({ status: 400, body: { code, message: ERROR_MESSAGES[code as 'FILE_TYPE_INVALID'] } });
      expect(await upload(instructor, { title: 'x'.repeat(MEDIA_LIMITS.titleMax + 1) })).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message: MEDIA_MESSAGES.titleTooLong } });
      expect((await list()).length).toBe(before);
    });
  });

  describe('list', () => {
    it('shows an instructor their own videos only, newest first, in pages, searched by title', async () => {
      const owner = await signedInUser(suite.app, 'instructor');
      const titles = ['Quảng cáo Facebook', 'Email marketing', 'Quảng cáo TikTok'];
      const mine: MediaAsset[] = [];
      for (const title of titles) mine.push(await uploaded(owner, title));
      await uploaded(otherInstructor, 'Quảng cáo Google');
      expect((await list(owner)).map((m) => m.title)).toEqual(['Quảng cáo TikTok', 'Email marketing', 'Quảng cáo Facebook']);
      const page2 = await suite.api('GET', '/media?page=2&limit=2', as(owner));
      expect(page2.body.media.map((m: MediaAsset) => m.title)).toEqual(['Quảng cáo Facebook']);
      expect(page2.body.pagination).toEqual({ currentPage: 2, totalPages: 2, totalItems: 3, limit: 2 });
      expect((await list(owner, '?search=quang cao')).map((m) => m.title)).toEqual(['Quảng cáo TikTok', 'Quảng cáo Facebook']);
      // Another instructor's id in the query does not open their library.
      expect((await list(owner, `?ownerId=${otherInstructor.uid}`)).map((m) => m.ownerId)).toEqual([owner.uid, owner.uid, owner.uid]);
      expect((await list(suite.admin, `?ownerId=${owner.uid}`)).map((m) => m._id)).toEqual(mine.map((m) => m._id).reverse());
      expect((await list(suite.admin)).map((m) => m.ownerId)).toEqual(expect.arrayContaining([owner.uid, otherInstructor.uid]));
    });

    it('refuses students and the anonymous', async () => {
      expect(await suite.api('GET', '/media', as(suite.student))).toMatchObject({ status: 403, body: { code: 'MEDIA_STUDIO_ONLY' } });
      expect((await suite.api('GET', '/media')).status).toBe(401);
    });
  });

  describe('delete', () => {
    it('refuses a video that a course lecture plays, naming the course, and deletes it once the course lets it go', async () => {
      const media = await uploaded(instructor, 'Video đang dùng');
      const spare = await uploaded(instructor, 'Video dự phòng');
      const course = await courseWith(media._id, spare._id, 'Khóa Dùng Video');
      expect((await list()).find((m) => m._id === media._id)?.usedInLectures).toBe(1);
      const refused = await suite.api('DELETE', `/media/${media._id}`, as(instructor));
      expect(refused).toMatchObject({ status: 409, body: { code: 'MEDIA_IN_USE', message: mediaInUseMessage(['Khóa Dùng Video']) } });

      expect((await suite.api('DELETE', `/instructor/me/courses/${course._id}`, as(instructor))).status).toBe(200);
      const key = `private/media/${instructor.uid}/${media._id}.mp4`;
      expect(await suite.api('DELETE', `/media/${media._id}`, as(instructor))).toMatchObject({ status: 200, body: { message: MEDIA_MESSAGES.deleted, _id: media._id } });
      expect((await list()).map((m) => m._id)).not.toContain(media._id);
      // The file follows the recorded deletion, through the durable reaction.
      await eventually(async () => expect(await files().stat(key)).toBeNull());
      // A second delete (a double click) changes nothing.
      expect((await suite.api('DELETE', `/media/${media._id}`, as(instructor))).status).toBe(200);
      expect((await events().readStream(`catalogue_media_asset-${media._id}`)).map((e) => e.type)).toEqual(['MediaAssetUploaded', 'MediaAssetDeleted']);
    });

    it('lets an admin delete any video, and refuses another instructor, a student and an unknown video', async () => {
      const media = await uploaded(instructor, 'Video của giảng viên');
      expect(await suite.api('DELETE', `/media/${media._id}`, as(otherInstructor))).toMatchObject({ status: 403, body: { code: 'MEDIA_NOT_OWNED' } });
      expect(await suite.api('DELETE', `/media/${media._id}`, as(suite.student))).toMatchObject({ status: 403, body: { code: 'MEDIA_STUDIO_ONLY' } });
      expect((await suite.api('DELETE', `/media/${media._id}`)).status).toBe(401);
      expect(await suite.api('DELETE', '/media/khong-co', as(instructor))).toMatchObject({ status: 404, body: { code: 'MEDIA_NOT_FOUND' } });
      expect((await suite.api('DELETE', `/media/${media._id}`, { token: suite.admin.idToken })).status).toBe(200);
    });
  });

  describe('playback links', () => {
    let preview: MediaAsset;
    let paid: MediaAsset;
    let courseId: string;

    beforeAll(async () => {
      [preview, paid] = [await uploaded(instructor, 'Học thử'), await uploaded(instructor, 'Bài trả phí')];
      courseId = (await published(preview._id, paid._id))._id;
    });

    it('gives the owner and admins a signed link valid for the playback period', async () => {
      for (const user of [instructor, suite.admin]) {
        const response = await playback({ mediaId: paid._id }, user);
        expect(response.status).toBe(200);
        expect(response.body.playbackUrl).toMatch(/^\/media\/stream\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
        const seconds = (Date.parse(response.body.expiresAt) - Date.now()) / 1000;
        expect(seconds).toBeGreaterThan(MEDIA_LIMITS.playbackLinkSeconds - 60);
        expect(seconds).toBeLessThanOrEqual(MEDIA_LIMITS.playbackLinkSeconds);
      }
    });

    it('gives an anonymous visitor a link to a free preview of a published course, and nothing else', async () => {
      expect((await playback({ mediaId: preview._id, courseId })).status).toBe(200);
      const refusal = { status: 403, body: { code: 'MEDIA_PLAYBACK_FORBIDDEN', message: ERROR_MESSAGES.MEDIA_PLAYBACK_FORBIDDEN } };
      expect(await playback({ mediaId: paid._id, courseId })).toMatchObject(refusal);
      expect(await playback({ mediaId: preview._id })).toMatchObject(refusal);
      // Naming a course that does not play the video opens nothing.
      const other = await uploaded(otherInstructor, 'Video khác');
      expect(await playback({ mediaId: other._id, courseId })).toMatchObject(refusal);
    });

    it('refuses a student who is not enrolled and another instructor, and answers 404 for an unknown video', async () => {
      expect(await playback({ mediaId: paid._id, courseId }, suite.student)).toMatchObject({ status: 403, body: { code: 'MEDIA_PLAYBACK_FORBIDDEN' } });
      expect(await playback({ mediaId: paid._id }, otherInstructor)).toMatchObject({ status: 403, body: { code: 'MEDIA_PLAYBACK_FORBIDDEN' } });
      expect((await playback({ mediaId: preview._id, courseId }, suite.student)).status).toBe(200);
      expect(await playback({ mediaId: 'khong-co' }, suite.admin)).toMatchObject({ status: 404, body: { code: 'MEDIA_NOT_FOUND' } });
    });

    it('refuses a token that does not check out with a 401, rather than treating its sender as a stranger', async () => {
      const response = await suite.api('POST', '/media/playback-url', { body: { mediaId: preview._id, courseId }, token: 'khong-phai-token' });
      expect(response).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    });

    describe('the stream', () => {
      let url: string;
      beforeAll(async () => {
        url = (await playback({ mediaId: paid._id }, instructor)).body.playbackUrl;
      });

      it('answers a byte range with 206 and exactly those bytes, so the player can seek', async () => {
        const response = await stream(url, { Range: 'bytes=0-99' });
        expect(response.status).toBe(206);
        const body = Buffer.from(await response.arrayBuffer());
        expect(body).toEqual(VIDEO.subarray(0, 100));
        expect(response.headers.get('content-range')).toBe(`bytes 0-99/${VIDEO.length}`);
        expect(response.headers.get('content-length')).toBe('100');
        expect(response.headers.get('accept-ranges')).toBe('bytes');
        expect(response.headers.get('content-type')).toBe('video/mp4');
        const maxAge = Number(/^private, max-age=(\d+)$/.exec(response.headers.get('cache-control') ?? '')?.[1]);
        expect(maxAge).toBeGreaterThan(MEDIA_LIMITS.playbackLinkSeconds - 60);
        expect(maxAge).toBeLessThanOrEqual(MEDIA_LIMITS.playbackLinkSeconds);
      });

      it('serves the whole file, answers HEAD, and refuses a range past the end with 416', async () => {
        const whole = await stream(url);
        expect(whole.status).toBe(200);
        expect(Buffer.from(await whole.arrayBuffer())).toEqual(VIDEO);
        const head = await stream(url, {}, 'HEAD');
        expect([head.status, head.headers.get('content-length'), head.headers.get('content-type')]).toEqual([200, String(VIDEO.length), 'video/mp4']);
        const past = await stream(url, { Range: `bytes=${VIDEO.length + 10}-` });
        expect(past.status).toBe(416);
        expect(past.headers.get('content-range')).toBe(`bytes */${VIDEO.length}`);
      });

      it('refuses a forged, altered or expired link with a 403', async () => {
        const token = url.split('/').pop() as string;
        const [payload, signature] = token.split('.');
        const fileKey = `private/media/${instructor.uid}/${paid._id}.mp4`;
        const expired = signPlaybackToken({ mediaId: paid._id, fileKey, expiresAt: new Date(Date.now() - 1000).toISOString() }, SIGNING_KEY);
        const forged = signPlaybackToken({ mediaId: paid._id, fileKey, expiresAt: new Date(Date.now() + 60_000).toISOString() }, Buffer.alloc(32, 6));
        const altered = `${Buffer.from(JSON.stringify({ mediaId: paid._id, fileKey, expiresAt: '2099-01-01T00:00:00.000Z' })).toString('base64url')}.${signature}`;
        for (const bad of [expired, forged, altered, `${payload}.`, 'khong-hop-le']) {
          const response = await stream(`/media/stream/${bad}`, { Range: 'bytes=0-99' });
          expect(response.status).toBe(403);
          expect(await response.json()).toEqual({ code: 'MEDIA_PLAYBACK_LINK_INVALID', message: ERROR_MESSAGES.MEDIA_PLAYBACK_LINK_INVALID });
        }
      });

      it('opens only library files, even with a link signed for another key', async () => {
        const publicKey = signPlaybackToken({ mediaId: 'x', fileKey: 'public/courses/a.webp', expiresAt: new Date(Date.now() + 60_000).toISOString() }, SIGNING_KEY);
        expect((await stream(`/media/stream/${publicKey}`)).status).toBe(403);
      });
    });
  });
});
