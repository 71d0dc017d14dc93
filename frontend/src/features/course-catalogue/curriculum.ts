import { CourseCurriculumSection, CourseDetail, CourseLecture } from '@academy/contracts';

export const sectionSeconds = (section: CourseCurriculumSection) => section.lectures.reduce((sum, lecture) => sum + lecture.duration, 0);

/** A free preview the player can open: the server sends `mediaId` only for these. */
export const isPlayablePreview = (lecture: CourseLecture): lecture is CourseLecture & { mediaId: string } =>
  lecture.isFreePreview && Boolean(lecture.mediaId);

/** The lecture the thumbnail's play button opens: the first playable free preview. */
export const firstPreview = (course: CourseDetail) =>
  course.curriculum.flatMap((section) => section.lectures).find(isPlayablePreview) ?? null;

/** Description text as paragraphs: blank lines split them; single line breaks stay inside one. */
export const paragraphsOf = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
