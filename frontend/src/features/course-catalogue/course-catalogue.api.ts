import { Category, COURSES_PAGE_SIZE, CourseDetail, CourseSummary, Pagination } from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';
import { CatalogueQuery } from './catalogue-query';

/** One page of the public catalogue. */
export interface CoursePage {
  courses: CourseSummary[];
  pagination: Pagination;
}

export interface CourseCatalogueApi {
  /** Published courses, 12 a page, filtered by category slug and an accent-insensitive search. */
  listCourses(query: CatalogueQuery): Promise<CoursePage>;
  /** A published course's page; 404 with the spec's text for an unknown slug. */
  getCourse(slug: string): Promise<CourseDetail>;
  /** The categories a visitor may filter by: the shown ones. */
  listActiveCategories(): Promise<Category[]>;
  /** A short-lived address to play a free-preview lecture. */
  previewPlaybackUrl(mediaId: string, courseId: string): Promise<string>;
}

export function createCourseCatalogueApi(client: ApiClient): CourseCatalogueApi {
  return {
    listCourses: ({ page, category, search }) =>
      client.call('listCourses', {
        query: { page, limit: COURSES_PAGE_SIZE, ...(category ? { category } : {}), ...(search ? { search } : {}) },
      }),
    getCourse: async (slug) => (await client.call('getCourse', { params: { slug } })).course,
    listActiveCategories: async () => (await client.call('listCategories', { query: { isActive: 'true' } })).categories,
    // The media module (spec part 2 §7: POST playback-url with mediaId and courseId) has no contract
    // yet; swap this for `client.call` once its endpoint is in @academy/contracts.
    previewPlaybackUrl: async (mediaId, courseId) =>
      (await client.request<{ playbackUrl: string }>('post', '/media/playback-url', { body: { mediaId, courseId } })).playbackUrl,
  };
}
