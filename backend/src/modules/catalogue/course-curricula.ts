import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import type { CourseCard } from './course-cards';
import type { Course } from './domain/course/course.state';
import { coursePageRows } from './read-models/course-pages/course-pages.read-model';
import { CourseLabels } from './read-models/course-views';
import { curriculumTotals, EditableCourseRow, editableCourseRows } from './read-models/editable-course/editable-course.read-model';
import { managedCourseRows } from './read-models/managed-courses/managed-courses.read-model';

/** A lecture as the course player plays it: its video (`mediaId`) included, whether free or not. */
export interface CurriculumLecture {
  lectureId: string;
  title: string;
  durationSeconds: number;
  isFreePreview: boolean;
  thumbnailUrl: string | null;
  mediaId: string;
}

export interface CurriculumSection {
  sectionId: string;
  title: string;
  lectures: CurriculumLecture[];
}

/** A course as the player opens it, whatever its status now (learners keep a course taken off sale): its card and its lectures. */
export interface CourseCurriculum extends CourseCard {
  status: Course['status'];
  sections: CurriculumSection[];
}

/** The course's lecture ids in curriculum order: what progress is counted over. */
export const lectureIdsOf = (course: Pick<CourseCurriculum, 'sections'>): string[] =>
  course.sections.flatMap((section) => section.lectures.map((lecture) => lecture.lectureId));

/**
 * The curricula the catalogue exports to learning's course player (the content, progress marks,
 * /my-courses' resume point). Every course the catalogue holds, any status; a deleted course is
 * absent. The lecture videos are in the answer, so only learning's checked paths may pass them on.
 */
@Injectable()
export class CourseCurricula {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly labels: CourseLabels,
  ) {}

  /**
   * By its current slug, as the course page finds it. A slug moves with the title only while the
   * course was never on sale (the old one is released to other courses, so it cannot stay an
   * alias); a course a learner can open keeps its address. A course on sale is found by the
   * pages' slug index; one taken off sale (or a draft its instructor previews), among all courses.
   */
  async bySlug(slug: string): Promise<CourseCurriculum | null> {
    const onSale = (await coursePageRows(this.store).find({ filter: { slug }, limit: 1 })).items[0];
    const courseId = onSale?.id ?? (await managedCourseRows(this.store).find({ filter: { slug }, limit: 1 })).items[0]?.id;
    return courseId === undefined ? null : this.byId(courseId);
  }

  async byId(courseId: string): Promise<CourseCurriculum | null> {
    return (await this.byIds([courseId])).get(courseId) ?? null;
  }

  async byIds(courseIds: readonly string[]): Promise<Map<string, CourseCurriculum>> {
    const ids = [...new Set(courseIds)];
    if (ids.length === 0) return new Map();
    const { items } = await editableCourseRows(this.store).find({ filter: { id: { $in: ids } }, limit: ids.length });
    const labels = await this.labels.of(items.map((row) => ({ categoryId: null, instructorId: row.instructorId })));
    return new Map(items.map((row) => [row.id, { ...curriculumOf(row), ...labels.instructor(row.instructorId) }]));
  }
}

function curriculumOf(row: EditableCourseRow): Omit<CourseCurriculum, 'instructorName' | 'instructorAvatarUrl'> {
  return {
    courseId: row.id,
    slug: row.details.slug,
    title: row.details.title,
    thumbnailUrl: row.details.thumbnailUrl,
    instructorId: row.instructorId,
    status: row.status,
    everPublished: row.everPublished,
    totalLectures: curriculumTotals(row.sections).totalLectures,
    sections: row.sections.map((section) => ({
      sectionId: section.sectionId,
      title: section.title,
      lectures: section.lectures.map(({ lectureId, title, durationSeconds, isFreePreview, thumbnailUrl, mediaAssetId }) => ({
        lectureId,
        title,
        durationSeconds,
        isFreePreview,
        thumbnailUrl,
        mediaId: mediaAssetId,
      })),
    })),
  };
}
