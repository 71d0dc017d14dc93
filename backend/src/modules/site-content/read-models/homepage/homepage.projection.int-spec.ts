import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { HomepageEvent } from '../../domain/homepage/homepage.events';
import { admin, coursesChosen, heroEdited, huy, instructorsEdited, lan, summerHero, teacher, testimonialsEdited } from '../../domain/homepage/homepage.fixtures';
import { homepageProjection } from './homepage.projection';
import { HOMEPAGE_COLLECTION, HomepageRow } from './homepage.read-model';

const later = '2026-11-23T08:00:00.000Z';

const main = (overrides: Partial<HomepageRow>): HomepageRow => ({
  id: 'main',
  hero: null,
  featuredCourseIds: null,
  testimonials: [],
  instructors: [],
  version: 0,
  revision: null,
  updatedAt: null,
  updatedBy: null,
  ...overrides,
});

describe('homepage projection', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(homepageProjection);
  });
  afterAll(() => spec.close());

  it('holds nothing before the first change: the page as built', async () => {
    await spec.givenEvents().thenRows(HOMEPAGE_COLLECTION, []);
  });

  it('keeps each block as last edited, with the version and who changed it', async () => {
    await spec
      .givenEvents(heroEdited(), coursesChosen(['c2', 'c1'], later))
      .thenRows(HOMEPAGE_COLLECTION, [main({ hero: summerHero, featuredCourseIds: ['c2', 'c1'], version: 2, revision: 1, updatedAt: later, updatedBy: admin })]);
  });

  it('shows a restored version whole, as a change of its own', async () => {
    const restored: HomepageEvent = { type: 'HomepageVersionRestored', data: { restoredVersion: 0, hero: null, featuredCourseIds: null, by: 'admin-2', at: later } };
    await spec
      .givenEvents(heroEdited(), coursesChosen(['c1']), restored)
      .thenRows(HOMEPAGE_COLLECTION, [main({ version: 3, revision: 2, updatedAt: later, updatedBy: 'admin-2' })]);
  });

  it('keeps the testimonials and instructors as last saved, and a restore from before them clears them', async () => {
    await spec
      .givenEvents(testimonialsEdited([lan, huy]), instructorsEdited([teacher], later))
      .thenRows(HOMEPAGE_COLLECTION, [main({ testimonials: [lan, huy], instructors: [teacher], version: 2, revision: 1, updatedAt: later, updatedBy: admin })]);
    const oldRestore: HomepageEvent = { type: 'HomepageVersionRestored', data: { restoredVersion: 0, hero: null, featuredCourseIds: null, by: admin, at: later } };
    await spec
      .givenEvents(testimonialsEdited([lan]), oldRestore)
      .thenRows(HOMEPAGE_COLLECTION, [main({ version: 2, revision: 1, updatedAt: later, updatedBy: admin })]);
  });
});
