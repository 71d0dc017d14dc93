import type { CourseCurriculum } from '../../catalogue';

/** The course's heading as the learner's screens show it (/my-courses' card, the player's title bar). */
export function courseHeadingOf(course: CourseCurriculum) {
  return {
    _id: course.courseId,
    slug: course.slug,
    title: course.title,
    courseThumbnail: course.thumbnailUrl,
    instructorName: course.instructorName,
    instructorAvatarUrl: course.instructorAvatarUrl,
    totalLectures: course.totalLectures,
  };
}
