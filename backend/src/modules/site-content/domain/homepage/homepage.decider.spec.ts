import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { BUILT_HERO, HomepageCommand, homepageDecider } from './homepage.decider';
import type { HomeInstructorSettings, TestimonialSettings } from './homepage.events';
import { admin, at, coursesChosen, heroEdited, huy, instructorsEdited, lan, lanPhoto, summerHero, teacher, testimonialsEdited } from './homepage.fixtures';

const given = deciderSpec(homepageDecider);

const { imageKey: _picture, ...summerTexts } = summerHero;

const editHero = (changes: Partial<Extract<HomepageCommand, { type: 'EditHomepageHero' }>['data']> = {}): HomepageCommand => ({
  type: 'EditHomepageHero',
  data: { ...summerTexts, removeImage: false, by: admin, at, ...changes },
});

const choose = (courseIds: string[] | null, onSale: string[] = courseIds ?? []): HomepageCommand => ({
  type: 'ChooseFeaturedCourses',
  data: { courseIds, onSale, by: admin, at },
});

const saveTestimonials = (testimonials: TestimonialSettings[], newPhotoKeys: string[] = []): HomepageCommand => ({
  type: 'EditHomepageTestimonials',
  data: { testimonials, newPhotoKeys, by: admin, at },
});

const saveInstructors = (instructors: HomeInstructorSettings[], newPhotoKeys: string[] = []): HomepageCommand => ({
  type: 'EditHomepageInstructors',
  data: { instructors, newPhotoKeys, by: admin, at },
});

const restore = (version: number): HomepageCommand => ({ type: 'RestoreHomepageVersion', data: { version, by: admin, at } });

describe('homepage decider', () => {
  it('records the hero as it now stands, with the new picture', () => {
    given([]).when(editHero({ newImageKey: summerHero.imageKey as string })).then([heroEdited()]);
  });

  it('keeps the current picture when none is sent, and removes it only when asked', () => {
    given([heroEdited()]).when(editHero({ title: 'Học marketing mùa thu' })).then([heroEdited({ ...summerHero, title: 'Học marketing mùa thu' })]);
    given([heroEdited()]).when(editHero({ removeImage: true })).then([heroEdited({ ...summerHero, imageKey: null })]);
  });

  it('records nothing for a save that changes nothing, including the page as built', () => {
    given([heroEdited()]).when(editHero()).then([]);
    const { imageKey: _none, ...builtTexts } = BUILT_HERO;
    given([]).when(editHero({ ...builtTexts })).then([]);
  });

  it('records the featured courses in the chosen order, and null for the newest', () => {
    given([]).when(choose(['c2', 'c1'])).then([coursesChosen(['c2', 'c1'])]);
    given([coursesChosen(['c2', 'c1'])]).when(choose(['c1', 'c2'])).then([coursesChosen(['c1', 'c2'])]);
    given([coursesChosen(['c2', 'c1'])]).when(choose(null)).then([coursesChosen(null)]);
    given([coursesChosen(['c2', 'c1'])]).when(choose(['c2', 'c1'])).then([]);
    given([]).when(choose(null)).then([]);
  });

  it('refuses to feature a course that is not on sale', () => {
    given([]).when(choose(['c1', 'draft'], ['c1'])).thenThrows('HOMEPAGE_COURSE_UNAVAILABLE');
  });

  it('restores an earlier version as a new change carrying its whole content', () => {
    const history = [heroEdited(), coursesChosen(['c1']), heroEdited({ ...summerHero, title: 'Mới hơn' })];
    given(history).when(restore(2)).then([
      { type: 'HomepageVersionRestored', data: { restoredVersion: 2, hero: summerHero, featuredCourseIds: ['c1'], testimonials: [], instructors: [], by: admin, at } },
    ]);
    given(history).when(restore(0)).then([
      { type: 'HomepageVersionRestored', data: { restoredVersion: 0, hero: null, featuredCourseIds: null, testimonials: [], instructors: [], by: admin, at } },
    ]);
  });

  it('a restore is itself a version that can be restored from', () => {
    const restored = given([heroEdited(), coursesChosen(['c1'])]).when(restore(1)).decided();
    given([heroEdited(), coursesChosen(['c1']), ...restored]).when(restore(2)).then([
      { type: 'HomepageVersionRestored', data: { restoredVersion: 2, hero: summerHero, featuredCourseIds: ['c1'], testimonials: [], instructors: [], by: admin, at } },
    ]);
  });

  it('records nothing when the version asked for is what the page shows', () => {
    given([heroEdited(), coursesChosen(['c1'])]).when(restore(2)).then([]);
  });

  it('refuses a version that does not exist', () => {
    given([heroEdited()]).when(restore(2)).thenThrows('HOMEPAGE_VERSION_NOT_FOUND');
    given([heroEdited()]).when(restore(-1)).thenThrows('HOMEPAGE_VERSION_NOT_FOUND');
    given([heroEdited()]).when(restore(0.5)).thenThrows('HOMEPAGE_VERSION_NOT_FOUND');
  });

  describe('testimonials and instructors', () => {
    it('records the list in the order saved, with a photo just stored', () => {
      given([]).when(saveTestimonials([lan, huy], [lanPhoto])).then([testimonialsEdited([lan, huy])]);
      given([]).when(saveInstructors([teacher], [teacher.photoKey as string])).then([instructorsEdited([teacher])]);
    });

    it('records a reorder, an edit and a removal as the list now stands', () => {
      const shown = [testimonialsEdited([lan, huy])];
      given(shown).when(saveTestimonials([huy, lan])).then([testimonialsEdited([huy, lan])]);
      given(shown).when(saveTestimonials([{ ...lan, quote: 'Lời mới' }, huy])).then([testimonialsEdited([{ ...lan, quote: 'Lời mới' }, huy])]);
      given(shown).when(saveTestimonials([huy])).then([testimonialsEdited([huy])]);
      given(shown).when(saveTestimonials([])).then([testimonialsEdited([])]);
    });

    it('records nothing for a save that changes nothing, the empty list as built included', () => {
      given([testimonialsEdited([lan, huy])]).when(saveTestimonials([lan, huy])).then([]);
      given([]).when(saveTestimonials([])).then([]);
      given([instructorsEdited([teacher])]).when(saveInstructors([teacher])).then([]);
    });

    it('keeps only photos the block shows now or that were just stored: no pointing the page at any file', () => {
      given([]).when(saveTestimonials([lan])).thenThrows('HOMEPAGE_PHOTO_UNKNOWN');
      given([heroEdited()]).when(saveTestimonials([{ ...huy, photoKey: summerHero.imageKey }])).thenThrows('HOMEPAGE_PHOTO_UNKNOWN');
      given([testimonialsEdited([lan])]).when(saveInstructors([{ ...teacher, photoKey: lanPhoto }])).thenThrows('HOMEPAGE_PHOTO_UNKNOWN');
      given([testimonialsEdited([lan])]).when(saveTestimonials([huy, lan])).then([testimonialsEdited([huy, lan])]);
    });

    it('restores a version with its testimonials and instructors, and one from before them with none', () => {
      const history = [testimonialsEdited([lan]), instructorsEdited([teacher]), testimonialsEdited([huy])];
      given(history).when(restore(2)).then([
        { type: 'HomepageVersionRestored', data: { restoredVersion: 2, hero: null, featuredCourseIds: null, testimonials: [lan], instructors: [teacher], by: admin, at } },
      ]);
      const oldRestore = { type: 'HomepageVersionRestored', data: { restoredVersion: 0, hero: null, featuredCourseIds: null, by: admin, at } } as const;
      given([testimonialsEdited([lan]), oldRestore]).when(restore(1)).then([
        { type: 'HomepageVersionRestored', data: { restoredVersion: 1, hero: null, featuredCourseIds: null, testimonials: [lan], instructors: [], by: admin, at } },
      ]);
      given([testimonialsEdited([lan]), oldRestore]).when(restore(0)).then([]);
    });
  });
});
