import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { HeroSettings, HomeInstructorSettings, TestimonialSettings } from '../../domain/homepage/homepage.events';

/** The home page's content now: one row. Null fields are the page as built. */
export interface HomepageRow {
  id: typeof HOMEPAGE_ROW_ID;
  hero: HeroSettings | null;
  featuredCourseIds: string[] | null;
  testimonials: TestimonialSettings[];
  instructors: HomeInstructorSettings[];
  /** Changes so far (0 before the first). */
  version: number;
  /** The homepage stream's revision: the `If-Match` of the editor's next save; null before the first change. */
  revision: number | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

export const HOMEPAGE_ROW_ID = 'main';
export const HOMEPAGE_COLLECTION = 'site_content_homepage';

export const AS_BUILT: HomepageRow = { id: HOMEPAGE_ROW_ID, hero: null, featuredCourseIds: null, testimonials: [], instructors: [], version: 0, revision: null, updatedAt: null, updatedBy: null };

export const homepageRows = (store: ReadStore) => store.collection<HomepageRow>(HOMEPAGE_COLLECTION);
