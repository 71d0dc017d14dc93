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

/** What a learner shows besides who they are: the course access token of their face verification, and when they ask. */
export interface LearnerProof {
  accessToken: string | null;
  at: Date;
}

/** Whether the named course plays this video for the viewer: yes, not theirs to play, or yes but their access token is missing or stale. */
type CourseVerdict = 'plays' | 'forbidden' | 'token_invalid';

/**
 * Who may play a video: its owner and admins always; anyone when it is a free preview of the
 * published course named; the course's instructor when the course plays it; its enrolled learners
 * when the course plays it and they show a valid course access token (a face verification for this
 * course, not expired). Nobody else: the link is the only way to the file, so refusing here is the
 * protection.
 */
@Injectable()
export class PlaybackLinksQuery {
  constructor(
    private readonly library: MediaLibraryQuery,
    private readonly courses: EditableCourseQuery,
    private readonly links: MediaPlaybackLinks,
    @Inject(COURSE_ENROLMENTS) private readonly enrolments: CourseEnrolments,
  ) {}

  async linkFor(viewer: Viewer, { mediaId, courseId }: ParsedBodyOf<'createPlaybackUrl'>, proof: LearnerProof): Promise<PlaybackUrlResponse> {
    const media = await this.library.row(mediaId);
    if (!media) throw new DomainError('MEDIA_NOT_FOUND', 'not_found');
    const verdict = this.ownsOrAdministers(viewer, media.ownerId) ? 'plays' : courseId === undefined ? 'forbidden' : await this.mayPlayIn(viewer, mediaId, courseId, proof);
    if (verdict === 'token_invalid') throw new DomainError('COURSE_ACCESS_TOKEN_INVALID', 'forbidden');
    if (verdict === 'forbidden') throw new DomainError('MEDIA_PLAYBACK_FORBIDDEN', 'forbidden');
    return this.links.issue(mediaId, media.fileKey);
  }

  private ownsOrAdministers(viewer: Viewer, ownerId: string): boolean {
    return viewer !== null && (viewer.role === 'admin' || viewer.uid === ownerId);
  }

  /** Through a course only when one of its lectures plays this video: naming a course opens nothing else. */
  private async mayPlayIn(viewer: Viewer, mediaId: string, courseId: string, proof: LearnerProof): Promise<CourseVerdict> {
    const course = await this.courses.row(courseId);
    const lectures = course?.sections.flatMap((section) => section.lectures).filter((lecture) => lecture.mediaAssetId === mediaId) ?? [];
    if (!course || lectures.length === 0) return 'forbidden';
    if (course.status === 'published' && lectures.some((lecture) => lecture.isFreePreview)) return 'plays';
    if (viewer === null) return 'forbidden';
    if (viewer.uid === course.instructorId) return 'plays';
    return this.learnerOf(viewer.uid, course, proof);
  }

  /** Learners keep an archived or unpublished course they have; a draft or a deleted course has none. */
  private async learnerOf(userId: string, course: EditableCourseRow, { accessToken, at }: LearnerProof): Promise<CourseVerdict> {
    if (!course.everPublished) return 'forbidden';
    const access = await this.enrolments.mayLearn(userId, course.id, accessToken, at);
    return access === 'granted' ? 'plays' : access === 'token_invalid' ? 'token_invalid' : 'forbidden';
  }
}
