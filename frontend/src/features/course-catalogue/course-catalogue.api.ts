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
    // With the course, anyone may play a free preview of a published course (the media module's rule).
    previewPlaybackUrl: async (mediaId, courseId) => (await client.call('createPlaybackUrl', { body: { mediaId, courseId } })).playbackUrl,
  };
}
