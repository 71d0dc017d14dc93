import type { HomepageChange } from '@academy/contracts';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { namedPeople, patchEvery } from '../../../identity';
import type { HeroSettings, HomeInstructorSettings, TestimonialSettings } from '../../domain/homepage/homepage.events';

/** One version of the home page: the change that made it, who and when, and the content it left. */
export interface HomepageVersionRow {
  /** `v<version>`. */
  id: string;
  version: number;
  change: HomepageChange;
  restoredVersion: number | null;
  by: string;
  /** The admin's name as their profile says now; null once the account is deleted. */
  byName: string | null;
  at: string;
  hero: HeroSettings | null;
  featuredCourseIds: string[] | null;
  testimonials: TestimonialSettings[];
  instructors: HomeInstructorSettings[];
}

export const HOMEPAGE_HISTORY_COLLECTION = 'site_content_homepage_history';

export const homepageVersionRows = (store: ReadStore) =>
  store.collection<HomepageVersionRow>(HOMEPAGE_HISTORY_COLLECTION, {
    present: ['version', 'by'],
    indexes: [[{ field: 'version', direction: 'desc' }], ['by']],
  });

/** The admins who edited the home page, named from identity's sealed details. */
export const homepageEditors = namedPeople('site_content_people', (store, uid, person) =>
  patchEvery(homepageVersionRows(store), { by: uid }, { byName: person.name }),
);
