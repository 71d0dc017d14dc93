import { LEARNING_MESSAGES, MyCourse } from '@academy/contracts';

export const MY_LEARNING_TEXTS = {
  start: LEARNING_MESSAGES.continueLearning,
  resume: 'Tiếp tục học',
  review: 'Xem lại khóa học',
  completed: 'Đã hoàn thành',
  yourProgress: 'Tiến độ của bạn',
  completedOn: (date: string) => `Hoàn thành ngày ${date}`,
} as const;

/** Where a course's card leads: the lecture to resume, or the player's start for a course with no lectures. */
export function myCoursePath(course: Pick<MyCourse, 'slug' | 'resumeLectureId'>): string {
  const base = `/learn/${encodeURIComponent(course.slug)}`;
  return course.resumeLectureId ? `${base}/${encodeURIComponent(course.resumeLectureId)}` : base;
}

/** 'Vào học' before the first lecture is completed, 'Tiếp tục học' after, 'Xem lại khóa học' once all are. */
export function myCourseAction(course: Pick<MyCourse, 'progress'>): string {
  if (course.progress >= 100) return MY_LEARNING_TEXTS.review;
  return course.progress > 0 ? MY_LEARNING_TEXTS.resume : MY_LEARNING_TEXTS.start;
}
