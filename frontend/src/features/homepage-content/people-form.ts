import {
  AdminHomepage,
  HOME_INSTRUCTORS_MAX,
  HomeInstructorForm,
  homeInstructorsFormSchema,
  HOMEPAGE_MESSAGES,
  PERSON_PHOTO_MAX_BYTES,
  TestimonialForm,
  TESTIMONIALS_MAX,
  testimonialsFormSchema,
} from '@academy/contracts';

/** The two list blocks of the editor: the same cards, different texts. */
export type PeopleBlock = 'testimonials' | 'instructors';

/** One card of the form as typed: `second` is the role (testimonial) or the title (instructor). */
export interface PersonDraft {
  /** A key for React only: stays with the card through reorders. */
  key: string;
  name: string;
  second: string;
  /** The quote (testimonial) or the introduction (instructor). */
  text: string;
  /** A YouTube id or address (testimonials only). */
  video: string;
  /** The current photo's address, kept unless a new one is picked or it is removed. */
  photoUrl: string | null;
  /** A newly picked photo. */
  photo: File | null;
}

let nextKey = 0;
const newKey = () => `p${++nextKey}`;

export const emptyDraft = (): PersonDraft => ({ key: newKey(), name: '', second: '', text: '', video: '', photoUrl: null, photo: null });

export function draftsOf(homepage: AdminHomepage, block: PeopleBlock): PersonDraft[] {
  return block === 'testimonials'
    ? homepage.testimonials.map((t) => ({ key: newKey(), name: t.name, second: t.role, text: t.quote, video: t.videoId ?? '', photoUrl: t.photoUrl, photo: null }))
    : homepage.instructors.map((i) => ({ key: newKey(), name: i.name, second: i.title, text: i.bio, video: '', photoUrl: i.photoUrl, photo: null }));
}

export const PEOPLE_MAX: Record<PeopleBlock, number> = { testimonials: TESTIMONIALS_MAX, instructors: HOME_INSTRUCTORS_MAX };

export function photoError(file: Blob | null): string | undefined {
  if (!file) return undefined;
  if (file.size > PERSON_PHOTO_MAX_BYTES) return HOMEPAGE_MESSAGES.photoTooLarge;
  if (file.type && !file.type.startsWith('image/')) return HOMEPAGE_MESSAGES.photoNotPicture;
  return undefined;
}

export const testimonialsRequest = (drafts: readonly PersonDraft[]): TestimonialForm[] =>
  drafts.map((d) => ({ name: d.name, role: d.second, quote: d.text, videoId: d.video.trim() || null, photoUrl: d.photo ? null : d.photoUrl }));

export const instructorsRequest = (drafts: readonly PersonDraft[]): HomeInstructorForm[] =>
  drafts.map((d) => ({ name: d.name, title: d.second, bio: d.text, photoUrl: d.photo ? null : d.photoUrl }));

/** The form's field of each schema field, for the errors: `testimonials.2.quote` -> card 2, `text`. */
const FIELD_OF: Record<string, keyof PersonDraft> = { name: 'name', role: 'second', title: 'second', quote: 'text', bio: 'text', videoId: 'video', photoUrl: 'photo' };

export type PeopleErrors = { list?: string; items: Record<number, Partial<Record<keyof PersonDraft, string>>> };

/** Errors by card and field from the contracts' own schema (as the server checks), or from the server's `fields`. */
export function peopleErrors(fields: Record<string, string>): PeopleErrors {
  const errors: PeopleErrors = { items: {} };
  for (const [path, message] of Object.entries(fields)) {
    const [, index, field] = path.split('.');
    if (index === undefined) errors.list ??= message;
    else {
      const at = Number(index);
      const item = (errors.items[at] ??= {});
      const key = FIELD_OF[field ?? ''] ?? 'name';
      item[key] ??= message;
    }
  }
  return errors;
}

export function checkPeople(block: PeopleBlock, drafts: readonly PersonDraft[]): PeopleErrors {
  const result =
    block === 'testimonials'
      ? testimonialsFormSchema.safeParse({ testimonials: testimonialsRequest(drafts) })
      : homeInstructorsFormSchema.safeParse({ instructors: instructorsRequest(drafts) });
  const fields: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  drafts.forEach((d, i) => {
    const problem = photoError(d.photo);
    if (problem) fields[`${block}.${i}.photoUrl`] ??= problem;
  });
  return peopleErrors(fields);
}

export const hasErrors = (errors: PeopleErrors) => Boolean(errors.list) || Object.keys(errors.items).length > 0;
