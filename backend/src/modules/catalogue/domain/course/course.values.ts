import { DomainError } from '../../../../platform/domain/domain-error';
import { isWholeDong } from '../../../../platform/domain/money';
import { isSlug } from '../slug';
import type { CourseDetails, CoursePricing, CourseSection } from './course.events';

/**
 * The course's values as the decider records them: checked again here although the contracts
 * validate too (a reaction or a script reaches the decider without the HTTP layer), and rebuilt
 * field by field so an event never carries more than its type says.
 */

/** What `toSlug` produces: lower-case ASCII words joined by single hyphens, safe in any route. */

export function validDetails(details: CourseDetails): CourseDetails {
  const title = details.title.trim();
  if (title === '') throw new DomainError('COURSE_TITLE_REQUIRED', 'invalid');
  if (!isSlug(details.slug)) throw new DomainError('COURSE_SLUG_INVALID', 'invalid');
  const { slug, shortDescription, description, categoryId, level, thumbnailUrl, seo } = details;
  const seoFields = { title: seo.title, description: seo.description, thumbnailUrl: seo.thumbnailUrl };
  return { title, slug, shortDescription, description, categoryId, level, thumbnailUrl, seo: seoFields };
}

/** Whole, non-negative đồng (0 is a free course); a safe integer, so sums in commerce stay exact. */

export function validPricing({ price, originalPrice }: { price: number; originalPrice: number | null }): CoursePricing {
  if (!isWholeDong(price) || (originalPrice !== null && !isWholeDong(originalPrice))) throw new DomainError('COURSE_PRICE_INVALID', 'invalid');
  // A struck-through price below the selling price would advertise a discount that is a markup.
  if (originalPrice !== null && originalPrice < price) throw new DomainError('COURSE_ORIGINAL_PRICE_BELOW_PRICE', 'invalid');
  return { price, originalPrice, currency: 'VND' };
}

/** Ids unique across the whole course (progress and media access are keyed by lecture id alone); every lecture playable. */
export function validCurriculum(sections: readonly CourseSection[]): CourseSection[] {
  const ids = sections.flatMap((section) => [section.sectionId, ...section.lectures.map((lecture) => lecture.lectureId)]);
  const lectures = sections.flatMap((section) => section.lectures);
  const playable = lectures.every((lecture) => lecture.mediaAssetId !== '' && Number.isSafeInteger(lecture.durationSeconds) && lecture.durationSeconds >= 0);
  if (ids.includes('') || new Set(ids).size !== ids.length || !playable) throw new DomainError('COURSE_CURRICULUM_INVALID', 'invalid');
  return sections.map(({ sectionId, title, lectures: sectionLectures }) => ({
    sectionId,
    title,
    lectures: sectionLectures.map(({ lectureId, title: lectureTitle, mediaAssetId, durationSeconds, isFreePreview, thumbnailUrl }) => ({
      lectureId,
      title: lectureTitle,
      mediaAssetId,
      durationSeconds,
      isFreePreview,
      thumbnailUrl,
    })),
  }));
}

/**
 * Equality of plain JSON values whatever their key order: the store may hand events back with
 * their keys reordered (PostgreSQL's jsonb sorts them), and a resent form must still record nothing.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
  }
  return a === b;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
