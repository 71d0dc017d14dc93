import type { ListCategoriesResponse, ListCoursesResponse, ListToolsResponse } from '@academy/contracts';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { DEMO_CATEGORIES, DEMO_COURSES, DEMO_TOOLS } from '../src/seed/demo-catalogue';
import { seedDemoCatalogue } from '../src/seed/demo-catalogue-seeding';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';

describe('the demo catalogue npm start seeds', () => {
  const suite = apiSuite({ FILES_DIR: mkdtempSync(join(tmpdir(), 'academy-demo-files-')) });
  let instructorId: string;
  const seed = () => seedDemoCatalogue(suite.app.app, { adminId: suite.admin.uid, instructorId });
  const lastPosition = () => suite.app.app.get<EventStore>(EVENT_STORE).headPosition();

  beforeAll(async () => {
    instructorId = (await signedInUser(suite.app, 'instructor')).uid;
    await seed();
  }, 120_000);

  it('shows six categories, every course published with its cover and curriculum, and six tools with plans', async () => {
    const categories = (await suite.api('GET', '/categories')).body as ListCategoriesResponse;
    expect(categories.categories.map((c) => c.name)).toEqual(expect.arrayContaining(DEMO_CATEGORIES.map((c) => c.name)));
    const courses = (await suite.api('GET', '/courses?limit=100')).body as ListCoursesResponse;
    expect(courses.pagination.totalItems).toBe(DEMO_COURSES.length);
    expect(courses.courses.every((course) => course.courseThumbnail?.startsWith('/files/public/courses/'))).toBe(true);
    const page = await suite.api('GET', `/courses/${courses.courses[0].slug}`);
    expect(page.body.course.curriculum).toHaveLength(3);
    const preview = page.body.course.curriculum[0].lectures[0];
    expect(preview).toMatchObject({ isFreePreview: true, mediaId: 'demo-media-lecture', duration: 10 });
    const link = await suite.api('POST', '/media/playback-url', { body: { mediaId: preview.mediaId, courseId: page.body.course._id } });
    const video = await fetch(`${suite.app.baseUrl}${link.body.playbackUrl}`, { headers: { Range: 'bytes=0-99' } });
    expect({ status: video.status, type: video.headers.get('content-type'), bytes: (await video.arrayBuffer()).byteLength }).toEqual({ status: 206, type: 'video/mp4', bytes: 100 });
    const cover = await fetch(`${suite.app.baseUrl}${courses.courses[0].courseThumbnail}`);
    expect(cover.headers.get('content-type')).toBe('image/webp');
    const tools = (await suite.api('GET', '/tools?limit=12')).body as ListToolsResponse;
    expect(tools.tools.map((t) => t.name).sort()).toEqual(DEMO_TOOLS.map((t) => t.name).sort());
    expect(tools.tools.every((tool) => tool.plans.length >= 2)).toBe(true);
  });

  it('records nothing when it runs again', async () => {
    const before = await lastPosition();
    await seed();
    expect(await lastPosition()).toEqual(before);
  }, 120_000);
});
