import { ApiClient } from '../../platform/api-client';
import { createCourseCatalogueApi } from './course-catalogue.api';
import { courseDetail, coursePage } from './course.fixture';

/** A client that records what the api asks for and answers from `answers` by endpoint name. */
function recordingClient(answers: Record<string, unknown>) {
  const calls: unknown[][] = [];
  const client: ApiClient = {
    request: async () => {
      throw new Error('every course call is typed');
    },
    call: (async (name: string, input: unknown) => {
      calls.push(['call', name, input]);
      return answers[name];
    }) as ApiClient['call'],
  };
  return { client, calls };
}

describe('course catalogue api', () => {
  it('asks for 12 a page and sends only the filters that are set', async () => {
    const { client, calls } = recordingClient({ listCourses: coursePage([]) });
    const api = createCourseCatalogueApi(client);
    await api.listCourses({ page: 1, category: null, search: '' });
    await api.listCourses({ page: 2, category: 'seo', search: 'quang cao' });
    expect(calls).toEqual([
      ['call', 'listCourses', { query: { page: 1, limit: 12 } }],
      ['call', 'listCourses', { query: { page: 2, limit: 12, category: 'seo', search: 'quang cao' } }],
    ]);
  });

  it('reads the course of a page by slug, the shown categories and a preview address', async () => {
    const { client, calls } = recordingClient({
      getCourse: { course: courseDetail('facebook-ads') },
      listCategories: { categories: [] },
      createPlaybackUrl: { playbackUrl: 'https://media.example.vn/m1', expiresAt: '2026-11-23T12:00:00.000Z' },
    });
    const api = createCourseCatalogueApi(client);
    expect((await api.getCourse('facebook-ads')).slug).toBe('facebook-ads');
    expect(await api.listActiveCategories()).toEqual([]);
    expect(await api.previewPlaybackUrl('m1', 'c1')).toBe('https://media.example.vn/m1');
    expect(calls).toEqual([
      ['call', 'getCourse', { params: { slug: 'facebook-ads' } }],
      ['call', 'listCategories', { query: { isActive: 'true' } }],
      ['call', 'createPlaybackUrl', { body: { mediaId: 'm1', courseId: 'c1' } }],
    ]);
  });
});
