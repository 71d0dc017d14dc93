import type { HomepageResponse } from '@academy/contracts';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { DEMO_INSTRUCTORS, DEMO_TESTIMONIALS, seedDemoHomepage } from '../src/seed/demo-homepage-seeding';
import { apiSuite } from './support/api-suite';

describe('the demo home page people npm start seeds', () => {
  const suite = apiSuite({ FILES_DIR: mkdtempSync(join(tmpdir(), 'academy-demo-people-')) });
  const seed = () => seedDemoHomepage(suite.app.app, suite.admin.uid);
  const lastPosition = () => suite.app.app.get<EventStore>(EVENT_STORE).headPosition();
  const homepage = async () => (await suite.api('GET', '/homepage')).body as HomepageResponse;

  beforeAll(() => seed(), 60_000);

  it('shows the testimonials and instructors with their drawn portraits, as editor versions', async () => {
    const page = await homepage();
    expect(page.testimonials.map((t) => t.name)).toEqual(DEMO_TESTIMONIALS.map((t) => t.name));
    expect(page.instructors.map((i) => i.name)).toEqual(DEMO_INSTRUCTORS.map((i) => i.name));
    for (const person of [...page.testimonials, ...page.instructors]) {
      expect(person.photoUrl).toMatch(/^\/files\/public\/site-content\/people\/person-[0-9a-f]{16}-480\.webp$/);
      expect((await fetch(`${suite.app.baseUrl}${person.photoUrl}`)).headers.get('content-type')).toBe('image/webp');
    }
    expect(page.testimonials.every((t) => t.videoId === null)).toBe(true);
    const { versions } = (await suite.api('GET', '/admin/homepage/history', { token: suite.admin.idToken })).body;
    expect(versions.map((v: { change: string }) => v.change)).toEqual(['instructors', 'testimonials']);
  });

  it('records nothing when it runs again, and never brings back what an admin removed', async () => {
    const before = await lastPosition();
    await seed();
    expect(await lastPosition()).toEqual(before);
    const emptied = await suite.api('PUT', '/admin/homepage/testimonials', { token: suite.admin.idToken, body: { testimonials: [] } });
    expect(emptied.status).toBe(200);
    await seed();
    expect((await homepage()).testimonials).toEqual([]);
  });
});
