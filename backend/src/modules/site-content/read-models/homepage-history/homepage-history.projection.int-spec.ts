import type { SealedData } from '../../../../platform/domain/sealed-data';
import { GivenEvent, ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { HomepageEvent } from '../../domain/homepage/homepage.events';
import { admin, at, coursesChosen, heroEdited, instructorsEdited, lan, summerHero, teacher, testimonialsEdited } from '../../domain/homepage/homepage.fixtures';
import { homepageHistoryProjection } from './homepage-history.projection';
import { HOMEPAGE_HISTORY_COLLECTION, HomepageVersionRow } from './homepage-history.read-model';

const later = '2026-11-23T08:00:00.000Z';
const details = (name: string, email: string) => ({ name, email, phoneNumber: '0912345678', age: 30, avatarUrl: null });

const registered = (uid: string, personal: SealedData): GivenEvent => ({
  type: 'UserAccountRegistered',
  data: { uid, role: 'admin', personal, emailVerified: true, source: 'self', registeredBy: null, registeredAt: at },
  streamId: `identity_user-${uid}`,
});
const profileUpdated = (uid: string, personal: SealedData): GivenEvent => ({ type: 'UserProfileUpdated', data: { uid, personal, updatedAt: later }, streamId: `identity_user-${uid}` });
const accountDeleted = (uid: string): GivenEvent => ({ type: 'UserAccountDeleted', data: { uid, by: uid, at: later }, streamId: `identity_user-${uid}` });
const onHomepage = (event: HomepageEvent): GivenEvent => ({ ...event, streamId: 'site_content_homepage-main' });

const version = (n: number, overrides: Partial<HomepageVersionRow>): HomepageVersionRow => ({
  id: `v${n}`,
  version: n,
  change: 'hero',
  restoredVersion: null,
  by: admin,
  byName: 'Quản Trị Viên',
  at,
  hero: null,
  featuredCourseIds: null,
  testimonials: [],
  instructors: [],
  ...overrides,
});

describe('homepage history projection', () => {
  let spec: ProjectionSpec;
  let named: SealedData;
  let renamed: SealedData;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(homepageHistoryProjection);
    named = await spec.vault.seal(admin, details('Quản Trị Viên', 'qt@example.vn'));
    renamed = await spec.vault.seal(admin, details('Trưởng Ban Nội Dung', 'nd@example.vn'));
  });
  afterAll(() => spec.close());

  const restored: HomepageEvent = { type: 'HomepageVersionRestored', data: { restoredVersion: 1, hero: summerHero, featuredCourseIds: null, by: admin, at: later } };

  it('keeps every version with the whole content it left, who and when', async () => {
    await spec
      .givenEvents(registered(admin, named), onHomepage(heroEdited()), onHomepage(coursesChosen(['c2', 'c1'])), onHomepage(restored))
      .thenRows(HOMEPAGE_HISTORY_COLLECTION, [
        version(1, { hero: summerHero }),
        version(2, { change: 'featured_courses', hero: summerHero, featuredCourseIds: ['c2', 'c1'] }),
        version(3, { change: 'restored', restoredVersion: 1, hero: summerHero, at: later }),
      ]);
  });

  it('names the admin as their profile says now, and no one once the account is deleted', async () => {
    const history = [registered(admin, named), onHomepage(heroEdited())];
    await spec.givenEvents(...history, profileUpdated(admin, renamed)).thenRows(HOMEPAGE_HISTORY_COLLECTION, [
      version(1, { hero: summerHero, byName: 'Trưởng Ban Nội Dung' }),
    ]);
    await spec.givenEvents(...history, accountDeleted(admin)).thenRows(HOMEPAGE_HISTORY_COLLECTION, [version(1, { hero: summerHero, byName: null })]);
  });

  it('carries the testimonials and instructors through each version, and a restore brings them back whole', async () => {
    const back: HomepageEvent = { type: 'HomepageVersionRestored', data: { restoredVersion: 1, hero: null, featuredCourseIds: null, testimonials: [lan], instructors: [], by: admin, at: later } };
    await spec
      .givenEvents(registered(admin, named), onHomepage(testimonialsEdited([lan])), onHomepage(instructorsEdited([teacher])), onHomepage(heroEdited()), onHomepage(back))
      .thenRows(HOMEPAGE_HISTORY_COLLECTION, [
        version(1, { change: 'testimonials', testimonials: [lan] }),
        version(2, { change: 'instructors', testimonials: [lan], instructors: [teacher] }),
        version(3, { hero: summerHero, testimonials: [lan], instructors: [teacher] }),
        version(4, { change: 'restored', restoredVersion: 1, testimonials: [lan], at: later }),
      ]);
  });
});
