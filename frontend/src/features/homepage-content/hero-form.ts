import { HERO_IMAGE_MAX_BYTES, HeroContent, HeroForm, heroFormSchema, HOMEPAGE_MESSAGES } from '@academy/contracts';
import { checkWithSchema, FormDefinition } from '../../lib/form';

export const HERO_FIELDS = ['badge', 'title', 'typingPhrases', 'subtitle', 'buttonText', 'buttonLink', 'removeImage', 'image'] as const;
export type HeroField = (typeof HERO_FIELDS)[number];
/** The typed phrases are one per line; `removeImage` is 'true' or 'false'; `image` holds no text (the picture is checked apart). */
export type HeroValues = Record<HeroField, string>;

export const heroValues = (hero: HeroContent): HeroValues => ({
  badge: hero.badge,
  title: hero.title,
  typingPhrases: hero.typingPhrases.join('\n'),
  subtitle: hero.subtitle,
  buttonText: hero.buttonText,
  buttonLink: hero.buttonLink,
  removeImage: 'false',
  image: '',
});

/** One phrase per line; blank lines are only spacing. */
export const phrasesOf = (typed: string): string[] =>
  typed
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function heroImageError(file: Blob | null): string | undefined {
  if (!file) return undefined;
  if (file.size > HERO_IMAGE_MAX_BYTES) return HOMEPAGE_MESSAGES.imageTooLarge;
  if (file.type && !file.type.startsWith('image/')) return HOMEPAGE_MESSAGES.imageNotPicture;
  return undefined;
}

/** The hero form's checks: the contracts' schema as the server runs it, and the picture. */
export function heroForm(initial: HeroValues, file: Blob | null): FormDefinition<HeroField, HeroForm> {
  return {
    fields: HERO_FIELDS,
    initial,
    validate: (values) =>
      checkWithSchema(
        heroFormSchema,
        {
          badge: values.badge,
          title: values.title,
          typingPhrases: phrasesOf(values.typingPhrases),
          subtitle: values.subtitle,
          buttonText: values.buttonText,
          buttonLink: values.buttonLink,
          removeImage: values.removeImage === 'true' && !file,
        },
        HERO_FIELDS,
        { own: { image: heroImageError(file) } },
      ),
  };
}
