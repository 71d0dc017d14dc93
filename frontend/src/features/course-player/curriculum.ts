import { CourseContentResponse, CourseProgress, PlayerLecture } from '@academy/contracts';

/** A lecture with where it sits: its section's title and its neighbours in curriculum order. */
export interface LectureInPlace {
  lecture: PlayerLecture;
  sectionTitle: string;
  /** 1-based position among all the course's lectures. */
  position: number;
  total: number;
  previous: PlayerLecture | null;
  next: PlayerLecture | null;
}

export function allLectures(content: CourseContentResponse): PlayerLecture[] {
  return content.curriculum.flatMap((section) => section.lectures);
}

/** The lecture `lectureId` of this course, or null when the course has no such lecture. */
export function findLecture(content: CourseContentResponse, lectureId: string): LectureInPlace | null {
  const lectures = allLectures(content);
  const index = lectures.findIndex((lecture) => lecture._id === lectureId);
  if (index < 0) return null;
  const section = content.curriculum.find((candidate) => candidate.lectures.some((lecture) => lecture._id === lectureId));
  return {
    lecture: lectures[index],
    sectionTitle: section?.title ?? '',
    position: index + 1,
    total: lectures.length,
    previous: lectures[index - 1] ?? null,
    next: lectures[index + 1] ?? null,
  };
}

/** Where `/learn/{slug}` opens: the server's resume lecture, else the first one (null for a course without lectures). */
export function resumeLectureId(content: CourseContentResponse): string | null {
  return content.progress.resumeLectureId ?? allLectures(content)[0]?._id ?? null;
}

/** The content with the server's new progress: the percent and every lecture's completed mark. */
export function withProgress(content: CourseContentResponse, progress: CourseProgress): CourseContentResponse {
  const completed = new Set(progress.completedLectureIds);
  return {
    ...content,
    progress: {
      progress: progress.progress,
      completedLectureIds: progress.completedLectureIds,
      resumeLectureId: progress.resumeLectureId,
      completedAt: progress.completedAt,
    },
    curriculum: content.curriculum.map((section) => ({
      ...section,
      lectures: section.lectures.map((lecture) => ({ ...lecture, completed: completed.has(lecture._id) })),
    })),
  };
}

export const learnPath = (slug: string, lectureId?: string) =>
  `/learn/${encodeURIComponent(slug)}${lectureId ? `/${encodeURIComponent(lectureId)}` : ''}`;
export const verifyPath = (slug: string) => `/learn/${encodeURIComponent(slug)}/verify`;
export const coursePath = (slug: string) => `/courses/${encodeURIComponent(slug)}`;
