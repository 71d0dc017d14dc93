import type { AdminHomepage, HeroForm, HomeInstructorForm, HomepageChangedResponse, HomepageCourseOption, HomepageHistoryResponse, TestimonialForm } from '@academy/contracts';
import type { ApiClient, Uploader } from '../../platform/api-client';

/** `revision`: the home page as the editor loaded it (If-Match); null before the first change. */
export interface HomepageContentApi {
  homepage(): Promise<AdminHomepage>;
  courses(): Promise<HomepageCourseOption[]>;
  history(page: number): Promise<HomepageHistoryResponse>;
  saveHero(form: HeroForm, image: Blob | undefined, revision: number | null): Promise<HomepageChangedResponse>;
  saveFeatured(courseIds: string[] | null, revision: number | null): Promise<HomepageChangedResponse>;
  /** `photos[i]`: a new photo for the i-th item (absent: it keeps the `photoUrl` it names). */
  saveTestimonials(items: TestimonialForm[], photos: ReadonlyMap<number, Blob>, revision: number | null): Promise<HomepageChangedResponse>;
  saveInstructors(items: HomeInstructorForm[], photos: ReadonlyMap<number, Blob>, revision: number | null): Promise<HomepageChangedResponse>;
  restore(version: number, revision: number | null): Promise<HomepageChangedResponse>;
}

/** The indexed upload fields: `photo[i]`. */
const photoFields = (photos: ReadonlyMap<number, Blob>) => Object.fromEntries([...photos].map(([index, blob]) => [`photo[${index}]`, blob]));

const ifMatch = (revision: number | null) => (revision === null ? {} : { expectedRevision: revision });

export function createHomepageContentApi(client: ApiClient & Uploader): HomepageContentApi {
  return {
    homepage: async () => (await client.call('getAdminHomepage')).homepage,
    courses: async () => (await client.call('listHomepageCourseOptions')).courses,
    history: (page) => client.call('getHomepageHistory', { query: { page } }),
    saveHero: (body, image, revision) => client.upload('updateHomepageHero', { body, files: { image }, ...ifMatch(revision) }),
    saveFeatured: (courseIds, revision) => client.call('updateHomepageFeaturedCourses', { body: { courseIds }, ...ifMatch(revision) }),
    saveTestimonials: (testimonials, photos, revision) =>
      client.upload('updateHomepageTestimonials', { body: { testimonials }, files: photoFields(photos), ...ifMatch(revision) }),
    saveInstructors: (instructors, photos, revision) =>
      client.upload('updateHomepageInstructors', { body: { instructors }, files: photoFields(photos), ...ifMatch(revision) }),
    restore: (version, revision) => client.call('restoreHomepageVersion', { body: { version }, ...ifMatch(revision) }),
  };
}
