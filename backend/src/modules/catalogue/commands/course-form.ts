import { randomUUID } from 'crypto';
import type { ParsedBodyOf } from '@academy/contracts';
import { DomainError } from '../../../platform/domain/domain-error';
import type { CourseDetails, CourseSection } from '../domain/course/course.events';
import { lecturesOf } from '../domain/course/course.state';
import type { CategoriesQuery } from '../read-models/categories/categories.query';

/** The course form as the server parsed it (create adds only `instructorId`). */
export type ParsedCourseForm = ParsedBodyOf<'updateMyCourse'>;

/** The course as the form describes it, before the images sent with it are stored. */
export interface CourseDraft {
  details: CourseDetails;
  pricing: { price: number; originalPrice: number | null };
  sections: CourseSection[];
}

/** Where the images sent with a form now live; what was not sent keeps the course's current image. */
export interface CourseImageUrls {
  thumbnailUrl?: string;
  seoThumbnailUrl?: string;
  /** By the lecture's position in the curriculum read section by section. */
  lectureThumbnailUrls: ReadonlyMap<number, string>;
}

/**
 * The course the form describes, given the course as it stands (null: a new course). Ids the
 * course has are kept (learning's progress and media access name them); any other id, or none, is
 * a new part with an id of ours, so a client cannot name parts of another course.
 */
export function courseDraftOf(form: ParsedCourseForm, slug: string, current: { details: CourseDetails; sections: readonly CourseSection[] } | null): CourseDraft {
  const { title, shortDescription, description, categoryId, level, seo, price, originalPrice } = form;
  const images = current?.details ?? null;
  return {
    details: {
      title,
      slug,
      shortDescription,
      description,
      categoryId,
      level,
      thumbnailUrl: images?.thumbnailUrl ?? null,
      seo: { title: seo.title, description: seo.description, thumbnailUrl: images?.seo.thumbnailUrl ?? null },
    },
    pricing: { price, originalPrice },
    sections: sectionsOf(form.sections, current?.sections ?? []),
  };
}

function sectionsOf(sections: ParsedCourseForm['sections'], current: readonly CourseSection[]): CourseSection[] {
  const knownSections = new Set(current.map((section) => section.sectionId));
  const knownLectures = new Map(lecturesOf(current).map((lecture) => [lecture.lectureId, lecture]));
  return sections.map((section) => ({
    sectionId: section.sectionId !== undefined && knownSections.has(section.sectionId) ? section.sectionId : randomUUID(),
    title: section.title,
    lectures: section.lectures.map((lecture) => {
      const known = lecture.lectureId === undefined ? undefined : knownLectures.get(lecture.lectureId);
      return {
        lectureId: known?.lectureId ?? randomUUID(),
        title: lecture.title,
        mediaAssetId: lecture.mediaId,
        durationSeconds: lecture.durationSeconds,
        isFreePreview: lecture.isFreePreview,
        thumbnailUrl: known?.thumbnailUrl ?? null,
      };
    }),
  }));
}

/** The draft with the stored images in place. */
export function withImages(draft: CourseDraft, images: CourseImageUrls): CourseDraft {
  const { details } = draft;
  let position = 0;
  return {
    ...draft,
    details: {
      ...details,
      thumbnailUrl: images.thumbnailUrl ?? details.thumbnailUrl,
      seo: { ...details.seo, thumbnailUrl: images.seoThumbnailUrl ?? details.seo.thumbnailUrl },
    },
    sections: draft.sections.map((section) => ({
      ...section,
      lectures: section.lectures.map((lecture) => ({ ...lecture, thumbnailUrl: images.lectureThumbnailUrls.get(position++) ?? lecture.thumbnailUrl })),
    })),
  };
}

/** A lecture thumbnail must belong to a lecture of the form: a stray one is a client mistake, said before anything is stored. */
export function assertLectureThumbnailsMatch(indexes: Iterable<number>, sections: readonly CourseSection[]): void {
  const lectures = lecturesOf(sections).length;
  for (const index of indexes) if (index >= lectures) throw new DomainError('COURSE_LECTURE_THUMBNAIL_UNMATCHED', 'invalid');
}

/**
 * A course is filed under a category that exists and is shown. A course keeps the category it is
 * already filed under even once that category is hidden (editing its price must not force a move).
 */
export async function assertCategoryOpen(categories: CategoriesQuery, categoryId: string | null, currentCategoryId: string | null = null): Promise<void> {
  if (categoryId === null || categoryId === currentCategoryId) return;
  const category = await categories.byId(categoryId);
  if (!category || !category.isActive) throw new DomainError('COURSE_CATEGORY_UNAVAILABLE', 'invalid');
}
