import type { HeroContent, HomeInstructor, Testimonial } from '@academy/contracts';
import { BUILT_HERO } from '../../domain/homepage/homepage.decider';
import type { HeroSettings, HomeInstructorSettings, TestimonialSettings } from '../../domain/homepage/homepage.events';
import { publicFileUrl } from '../../public-files';

/** The hero as the pages get it: the built one when none was recorded, the picture as its address. */
export function heroContentOf(hero: HeroSettings | null): HeroContent {
  const { imageKey, ...texts } = hero ?? BUILT_HERO;
  return { ...texts, imageUrl: imageKey === null ? null : publicFileUrl(imageKey) };
}

const photoUrlOf = (key: string | null) => (key === null ? null : publicFileUrl(key));

export const testimonialsOf = (items: readonly TestimonialSettings[] | undefined): Testimonial[] =>
  (items ?? []).map(({ photoKey, ...texts }) => ({ ...texts, photoUrl: photoUrlOf(photoKey) }));

export const instructorsOf = (items: readonly HomeInstructorSettings[] | undefined): HomeInstructor[] =>
  (items ?? []).map(({ photoKey, ...texts }) => ({ ...texts, photoUrl: photoUrlOf(photoKey) }));
