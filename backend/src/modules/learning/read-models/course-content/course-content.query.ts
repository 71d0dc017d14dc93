import { Injectable } from '@nestjs/common';
import { courseNotFoundMessage, type CourseContentResponse } from '@academy/contracts';
import { DomainError } from '../../../../platform/domain/domain-error';
import { CourseCurricula, CourseCurriculum, lectureIdsOf } from '../../../catalogue';
import { CoursePlayerAccess, PlayerViewer } from '../../course-player-access';
import { courseProgressOf } from '../../domain/progress/course-progress';
import { courseHeadingOf } from '../course-heading';
import { CourseProgressQuery } from '../course-progress/course-progress.query';
import type { CourseProgressRow } from '../course-progress/course-progress.read-model';

function contentOf(course: CourseCurriculum, row: CourseProgressRow | null): CourseContentResponse {
  const progress = courseProgressOf(lectureIdsOf(course), row?.completedLectureIds ?? [], row?.completedAt ?? null);
  const completed = new Set(progress.completedLectureIds);
  return {
    course: courseHeadingOf(course),
    curriculum: course.sections.map((section) => ({
      _id: section.sectionId,
      title: section.title,
      lectures: section.lectures.map((lecture) => ({
        _id: lecture.lectureId,
        title: lecture.title,
        duration: lecture.durationSeconds,
        isFreePreview: lecture.isFreePreview,
        thumbnailUrl: lecture.thumbnailUrl,
        mediaId: lecture.mediaId,
        completed: completed.has(lecture.lectureId),
      })),
    })),
    progress,
  };
}

/**
 * `GET /learn/{slug}/content`: the whole curriculum with every lecture's video, for whoever the
 * player's gate opens it to, and the caller's own progress (none for a preview by someone who
 * does not have the course).
 */
@Injectable()
export class CourseContentQuery {
  constructor(
    private readonly curricula: CourseCurricula,
    private readonly access: CoursePlayerAccess,
    private readonly progress: CourseProgressQuery,
  ) {}

  async content(viewer: PlayerViewer, slug: string, accessToken: string | null, at: Date): Promise<CourseContentResponse> {
    const unknownCourse = () => new DomainError('COURSE_NOT_FOUND', 'not_found', courseNotFoundMessage(slug));
    const course = await this.curricula.bySlug(slug);
    if (course === null) throw unknownCourse();
    const { enrolled } = await this.access.open(viewer, course, accessToken, at, unknownCourse);
    return contentOf(course, enrolled ? await this.progress.of(viewer.uid, course.courseId) : null);
  }
}
