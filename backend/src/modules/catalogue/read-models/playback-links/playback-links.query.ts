import { Inject, Injectable } from '@nestjs/common';
import type { ParsedBodyOf, PlaybackUrlResponse } from '@academy/contracts';
import type { Principal } from '../../../../platform/auth/principal';
import { DomainError } from '../../../../platform/domain/domain-error';
import { COURSE_ENROLMENTS, CourseEnrolments } from '../../course-enrolments';
import { MediaPlaybackLinks } from '../../media-playback/media-playback-links';
import { EditableCourseQuery } from '../editable-course/editable-course.query';
import type { EditableCourseRow } from '../editable-course/editable-course.read-model';
import { MediaLibraryQuery } from '../media-library/media-library.query';

/** The caller as the rules need them: signed in or not. */
type Viewer = Pick<Principal, 'uid' | 'role'> | null;

/**
 * Who may play a video: its owner and admins always; anyone when it is a free preview of the
 * published course named; the course's instructor and its enrolled learners when the course plays
 * it. Nobody else: the link is the only way to the file, so refusing here is the protection.
 */
@Injectable()
export class PlaybackLinksQuery {
  constructor(
    private readonly library: MediaLibraryQuery,
    private readonly courses: EditableCourseQuery,
    private readonly links: MediaPlaybackLinks,
    @Inject(COURSE_ENROLMENTS) private readonly enrolments: CourseEnrolments,
  ) {}

  async linkFor(viewer: Viewer, { mediaId, courseId }: ParsedBodyOf<'createPlaybackUrl'>): Promise<PlaybackUrlResponse> {
    const media = await this.library.row(mediaId);
    if (!media) throw new DomainError('MEDIA_NOT_FOUND', 'not_found');
    const mayPlay = this.ownsOrAdministers(viewer, media.ownerId) || (courseId !== undefined && (await this.mayPlayIn(viewer, mediaId, courseId)));
    if (!mayPlay) throw new DomainError('MEDIA_PLAYBACK_FORBIDDEN', 'forbidden');
    return this.links.issue(mediaId, media.fileKey);
  }

  private ownsOrAdministers(viewer: Viewer, ownerId: string): boolean {
    return viewer !== null && (viewer.role === 'admin' || viewer.uid === ownerId);
  }

  /** Through a course only when one of its lectures plays this video: naming a course opens nothing else. */
  private async mayPlayIn(viewer: Viewer, mediaId: string, courseId: string): Promise<boolean> {
    const course = await this.courses.row(courseId);
    const lectures = course?.sections.flatMap((section) => section.lectures).filter((lecture) => lecture.mediaAssetId === mediaId) ?? [];
    if (!course || lectures.length === 0) return false;
    if (course.status === 'published' && lectures.some((lecture) => lecture.isFreePreview)) return true;
    if (viewer === null) return false;
    return viewer.uid === course.instructorId || (await this.learnerOf(viewer.uid, course));
  }

  /** Learners keep an archived or unpublished course they have; a draft or a deleted course has none. */
  private learnerOf(userId: string, course: EditableCourseRow): Promise<boolean> {
    return course.everPublished ? this.enrolments.isEnrolled(userId, course.id) : Promise.resolve(false);
  }
}
