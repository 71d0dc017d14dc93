import { z } from 'zod';
import { hasReadableText, idSchema, pageQuery, paginationSchema, text } from '../shared';
import { HOMEPAGE_MESSAGES } from './site-content.messages';
import { siteOrWebLink } from './site-content.fields';

export const HERO_BADGE_MAX = 60;
export const HERO_TITLE_MAX = 80;
export const HERO_PHRASE_MAX = 60;
export const HERO_PHRASES_MAX = 6;
export const HERO_SUBTITLE_MAX = 300;
export const HERO_BUTTON_TEXT_MAX = 40;
export const HERO_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** The home page's featured-courses limit (spec part 1 section 9). */
export const FEATURED_COURSES_MAX = 30;
export const HOMEPAGE_HISTORY_PAGE_SIZE = 10;
/** Testimonials and featured instructors: a row or two of cards, not a directory. */
export const TESTIMONIALS_MAX = 8;
export const HOME_INSTRUCTORS_MAX = 8;
export const PERSON_NAME_MAX = 60;
export const PERSON_ROLE_MAX = 80;
export const TESTIMONIAL_QUOTE_MAX = 400;
export const INSTRUCTOR_BIO_MAX = 400;
export const PERSON_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** A kept photo is sent back as the address the editor got (`/files/public/site-content/people/…`). */
const PHOTO_URL_MAX = 500;

/**
 * The hero block as visitors see it. The headline is `title` followed by the typed phrases in turn
 * (none: the title stands alone); `imageUrl` null shows no picture.
 */
export const heroContentSchema = z.object({
  badge: z.string(),
  title: z.string(),
  typingPhrases: z.array(z.string()),
  subtitle: z.string(),
  buttonText: z.string(),
  /** A page of the site (`/courses`) or an outside http(s) address. */
  buttonLink: z.string(),
  imageUrl: z.string().nullable(),
});
export type HeroContent = z.infer<typeof heroContentSchema>;

const phrase = text({ max: HERO_PHRASE_MAX, required: HOMEPAGE_MESSAGES.phraseRequired, tooLong: HOMEPAGE_MESSAGES.phraseTooLong }).refine(
  hasReadableText,
  HOMEPAGE_MESSAGES.phraseRequired,
);

/**
 * The hero form (the JSON `data` field of the multipart save; the picture is the file `image`).
 * No file keeps the current picture; `removeImage` takes it away.
 */
export const heroFormSchema = z.object({
  badge: text({ max: HERO_BADGE_MAX, tooLong: HOMEPAGE_MESSAGES.badgeTooLong }).default(''),
  title: text({ max: HERO_TITLE_MAX, required: HOMEPAGE_MESSAGES.titleRequired, tooLong: HOMEPAGE_MESSAGES.titleTooLong }).refine(
    hasReadableText,
    HOMEPAGE_MESSAGES.titleRequired,
  ),
  typingPhrases: z.array(phrase, HOMEPAGE_MESSAGES.phraseRequired).max(HERO_PHRASES_MAX, HOMEPAGE_MESSAGES.phrasesTooMany).default([]),
  subtitle: text({ max: HERO_SUBTITLE_MAX, tooLong: HOMEPAGE_MESSAGES.subtitleTooLong }).default(''),
  buttonText: text({ max: HERO_BUTTON_TEXT_MAX, required: HOMEPAGE_MESSAGES.buttonTextRequired, tooLong: HOMEPAGE_MESSAGES.buttonTextTooLong }).refine(
    hasReadableText,
    HOMEPAGE_MESSAGES.buttonTextRequired,
  ),
  buttonLink: siteOrWebLink(HOMEPAGE_MESSAGES.buttonLinkInvalid),
  removeImage: z.boolean(HOMEPAGE_MESSAGES.removeImageInvalid).default(false),
});
export type HeroForm = z.input<typeof heroFormSchema>;

const namesEachCourseOnce = (ids: string[]) => new Set(ids).size === ids.length;

/**
 * The featured courses in the order the home page shows them, or null for "the newest published
 * courses" (the home page as it was built).
 */
export const featuredCoursesFormSchema = z.object({
  courseIds: z
    .array(idSchema, HOMEPAGE_MESSAGES.coursesInvalid)
    .max(FEATURED_COURSES_MAX, HOMEPAGE_MESSAGES.coursesTooMany)
    .refine(namesEachCourseOnce, HOMEPAGE_MESSAGES.courseRepeated)
    .nullable(),
});
export type FeaturedCoursesForm = z.input<typeof featuredCoursesFormSchema>;

/** YouTube's video ids: 11 characters of letters, digits, '-' and '_'. */
export const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * A YouTube video as the admin pastes it: the id itself, or a watch, youtu.be, shorts or embed
 * address of youtube.com; kept as the id. Empty: no video.
 */
export function youtubeVideoIdOf(input: string): string | null {
  const value = input.trim();
  if (YOUTUBE_VIDEO_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const id =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? url.pathname === '/watch'
          ? (url.searchParams.get('v') ?? '')
          : (/^\/(?:embed|shorts|live)\/([^/]+)$/.exec(url.pathname)?.[1] ?? '')
        : '';
  return YOUTUBE_VIDEO_ID.test(id) ? id : null;
}

const videoId = text({ max: 200, tooLong: HOMEPAGE_MESSAGES.videoInvalid })
  .refine((value) => value === '' || youtubeVideoIdOf(value) !== null, HOMEPAGE_MESSAGES.videoInvalid)
  .transform((value) => (value === '' ? null : youtubeVideoIdOf(value)))
  .nullable()
  .default(null);

/** The photo the item keeps (its address as the editor got it); null: none, unless a file `photo[i]` comes with the item. */
const keptPhoto = text({ max: PHOTO_URL_MAX, tooLong: HOMEPAGE_MESSAGES.photoInvalid })
  .nullable()
  .default(null)
  .transform((value) => (value === '' ? null : value));

const personNameField = text({ max: PERSON_NAME_MAX, required: HOMEPAGE_MESSAGES.personNameRequired, tooLong: HOMEPAGE_MESSAGES.personNameTooLong }).refine(
  hasReadableText,
  HOMEPAGE_MESSAGES.personNameRequired,
);

export const testimonialFormSchema = z.object({
  name: personNameField,
  role: text({ max: PERSON_ROLE_MAX, tooLong: HOMEPAGE_MESSAGES.personRoleTooLong }).default(''),
  quote: text({ max: TESTIMONIAL_QUOTE_MAX, required: HOMEPAGE_MESSAGES.quoteRequired, tooLong: HOMEPAGE_MESSAGES.quoteTooLong, multiline: true }).refine(
    hasReadableText,
    HOMEPAGE_MESSAGES.quoteRequired,
  ),
  videoId,
  photoUrl: keptPhoto,
});
export type TestimonialForm = z.input<typeof testimonialFormSchema>;

/**
 * The testimonials in the order the home page shows them (the JSON `data` field of a multipart
 * save; a new photo for the i-th item is the file `photo[i]`). Empty: the block is hidden.
 */
export const testimonialsFormSchema = z.object({
  testimonials: z.array(testimonialFormSchema, HOMEPAGE_MESSAGES.listInvalid).max(TESTIMONIALS_MAX, HOMEPAGE_MESSAGES.testimonialsTooMany),
});
export type TestimonialsForm = z.input<typeof testimonialsFormSchema>;

export const homeInstructorFormSchema = z.object({
  name: personNameField,
  title: text({ max: PERSON_ROLE_MAX, tooLong: HOMEPAGE_MESSAGES.personRoleTooLong }).default(''),
  bio: text({ max: INSTRUCTOR_BIO_MAX, tooLong: HOMEPAGE_MESSAGES.bioTooLong, multiline: true }).default(''),
  photoUrl: keptPhoto,
});
export type HomeInstructorForm = z.input<typeof homeInstructorFormSchema>;

/** The home page's instructors in order (multipart like the testimonials). Empty: the block is hidden. */
export const homeInstructorsFormSchema = z.object({
  instructors: z.array(homeInstructorFormSchema, HOMEPAGE_MESSAGES.listInvalid).max(HOME_INSTRUCTORS_MAX, HOMEPAGE_MESSAGES.instructorsTooMany),
});
export type HomeInstructorsForm = z.input<typeof homeInstructorsFormSchema>;

/** A learner's testimonial as the home page shows it. */
export const testimonialSchema = z.object({
  name: z.string(),
  role: z.string(),
  quote: z.string(),
  /** `/files/public/site-content/people/…` WebP; null: initials instead. */
  photoUrl: z.string().nullable(),
  /** A YouTube id, played through youtube-nocookie.com; null: no video. */
  videoId: z.string().nullable(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const homeInstructorSchema = z.object({ name: z.string(), title: z.string(), bio: z.string(), photoUrl: z.string().nullable() });
export type HomeInstructor = z.infer<typeof homeInstructorSchema>;

export const restoreHomepageRequestSchema = z.object({
  version: z.number(HOMEPAGE_MESSAGES.versionInvalid).int(HOMEPAGE_MESSAGES.versionInvalid).min(0, HOMEPAGE_MESSAGES.versionInvalid).max(1_000_000, HOMEPAGE_MESSAGES.versionInvalid),
});
export type RestoreHomepageRequest = z.infer<typeof restoreHomepageRequestSchema>;

export const COURSE_CARD_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

/** A course on the home page's shelf: what its card shows (a published course only). */
export const homeCourseCardSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  thumbnailUrl: z.string().nullable(),
  instructorName: z.string(),
  categoryName: z.string().nullable(),
  level: z.enum(COURSE_CARD_LEVELS),
  lessonsCount: z.number().int(),
  rating: z.number().nullable(),
  reviewsCount: z.number().int(),
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  currency: z.literal('VND'),
});
export type HomeCourseCard = z.infer<typeof homeCourseCardSchema>;

/** What the home page reads: the hero and the featured shelf (chosen courses still on sale, or the newest). */
export const homepageResponseSchema = z.object({
  hero: heroContentSchema,
  featuredCourses: z.array(homeCourseCardSchema),
  testimonials: z.array(testimonialSchema),
  instructors: z.array(homeInstructorSchema),
  /** Courses on sale now: what the hero's count shows (never more than the catalogue sells). */
  publishedCoursesCount: z.number().int(),
});
export type HomepageResponse = z.infer<typeof homepageResponseSchema>;

/** Who made a change: their name as their profile says now; null once the account is deleted. */
export const homepageEditorSchema = z.object({ uid: z.string(), name: z.string().nullable() });

/** The home page as the editor loads it. */
export const adminHomepageSchema = z.object({
  hero: heroContentSchema,
  /** False while the hero is the page as built (never edited, or restored to that). */
  heroEdited: z.boolean(),
  /** Null: the newest published courses. */
  featuredCourseIds: z.array(z.string()).nullable(),
  testimonials: z.array(testimonialSchema),
  instructors: z.array(homeInstructorSchema),
  /** Changes so far: 0 before the first; each change (a restore too) adds one. */
  version: z.number().int(),
  /** `If-Match` of the next save; null before the first change. */
  revision: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: homepageEditorSchema.nullable(),
});
export type AdminHomepage = z.infer<typeof adminHomepageSchema>;

export const adminHomepageResponseSchema = z.object({ homepage: adminHomepageSchema });
export type AdminHomepageResponse = z.infer<typeof adminHomepageResponseSchema>;

export const homepageChangedResponseSchema = z.object({ message: z.string(), homepage: adminHomepageSchema });
export type HomepageChangedResponse = z.infer<typeof homepageChangedResponseSchema>;

export const HOMEPAGE_CHANGES = ['hero', 'featured_courses', 'testimonials', 'instructors', 'restored'] as const;
export type HomepageChange = (typeof HOMEPAGE_CHANGES)[number];

/** One version in the editor's history: what changed, who, when, and the page as it then stood. */
export const homepageVersionSchema = z.object({
  version: z.number().int(),
  change: z.enum(HOMEPAGE_CHANGES),
  /** The version a restore brought back; null for an edit. */
  restoredVersion: z.number().int().nullable(),
  by: homepageEditorSchema,
  at: z.string(),
  hero: heroContentSchema,
  featuredCourseIds: z.array(z.string()).nullable(),
  testimonials: z.array(testimonialSchema),
  instructors: z.array(homeInstructorSchema),
});
export type HomepageVersion = z.infer<typeof homepageVersionSchema>;

export const homepageHistoryQuerySchema = pageQuery(HOMEPAGE_HISTORY_PAGE_SIZE);
export type HomepageHistoryQuery = z.input<typeof homepageHistoryQuerySchema>;

export const homepageHistoryResponseSchema = z.object({ versions: z.array(homepageVersionSchema), pagination: paginationSchema });
export type HomepageHistoryResponse = z.infer<typeof homepageHistoryResponseSchema>;

/** A published course the editor can feature. */
export const homepageCourseOptionSchema = z.object({ _id: z.string(), title: z.string(), slug: z.string(), price: z.number().int() });
export type HomepageCourseOption = z.infer<typeof homepageCourseOptionSchema>;

export const homepageCourseOptionsResponseSchema = z.object({ courses: z.array(homepageCourseOptionSchema) });
export type HomepageCourseOptionsResponse = z.infer<typeof homepageCourseOptionsResponseSchema>;
