import type { CourseCurriculumSection } from '@academy/contracts';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { CourseSection } from '../../domain/course/course.events';
import { CatalogueCourseRow, catalogueRowOf } from '../course-catalogue/course-catalogue.read-model';
import type { EditableCourseRow } from '../editable-course/editable-course.read-model';

/** A published course's page, by slug: the card's fields, the description, SEO and the public curriculum. */
export interface CoursePageRow extends Omit<CatalogueCourseRow, 'searchText'> {
  description: string;
  seo: { title: string; description: string; thumbnailUrl: string | null };
  curriculum: CourseCurriculumSection[];
}

export const COURSE_PAGES_COLLECTION = 'catalogue_course_pages';

export const coursePageRows = (store: ReadStore) => store.collection<CoursePageRow>(COURSE_PAGES_COLLECTION, { present: ['slug'], indexes: [['slug']] });

/**
 * The curriculum a visitor may see: every lecture's title and length, and the media of free
 * previews only (anyone may play those); the other lectures' media never reach this collection.
 */
export function publicCurriculum(sections: readonly CourseSection[]): CourseCurriculumSection[] {
  return sections.map((section) => ({
    _id: section.sectionId,
    title: section.title,
    lectures: section.lectures.map((lecture) => ({
      _id: lecture.lectureId,
      title: lecture.title,
      duration: lecture.durationSeconds,
      isFreePreview: lecture.isFreePreview,
      thumbnailUrl: lecture.thumbnailUrl,
      ...(lecture.isFreePreview ? { mediaId: lecture.mediaAssetId } : {}),
    })),
  }));
}

export function pageRowOf(course: EditableCourseRow): CoursePageRow {
  const { searchText: _searchText, ...card } = catalogueRowOf(course);
  const { description, seo } = course.details;
  return { ...card, description, seo: { ...seo }, curriculum: publicCurriculum(course.sections) };
}
