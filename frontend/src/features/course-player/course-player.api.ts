import {
  COURSE_ACCESS_HEADER,
  CourseContentResponse,
  UpdateProgressRequest,
  UpdateProgressResponse,
  VerifyCourseAccessResponse,
} from '@academy/contracts';
import { ApiClient, Uploader } from '../../platform/api-client';

/** The course being verified, as the verification page names it, and whether the learner has it. */
export interface VerifyCourse {
  _id: string;
  slug: string;
  title: string;
  enrolled: boolean;
}

/**
 * The course player's calls; those that open content carry this tab's course access token as a
 * header, or none (null) when the tab has none: the server decides (an instructor previews their own
 * course without one; a learner is told the token is invalid).
 */
export interface CoursePlayerApi {
  content(slug: string, token: string | null): Promise<CourseContentResponse>;
  playbackUrl(request: { mediaId: string; courseId: string }, token: string | null): Promise<string>;
  updateProgress(request: UpdateProgressRequest, token: string | null): Promise<UpdateProgressResponse>;
  /**
   * The id the verification needs and the title the page shows: from the learner's own courses
   * (which keep a course taken off sale), else from the public course page (not enrolled).
   */
  course(slug: string): Promise<VerifyCourse>;
  verify(courseId: string, photo: Blob): Promise<VerifyCourseAccessResponse>;
}

const accessHeader = (token: string | null): Record<string, string> => (token ? { [COURSE_ACCESS_HEADER]: token } : {});

export function createCoursePlayerApi(client: ApiClient & Uploader): CoursePlayerApi {
  return {
    content: (slug, token) => client.call('learnCourseContent', { params: { slug }, headers: accessHeader(token) }),
    playbackUrl: async (body, token) => (await client.call('createPlaybackUrl', { body, headers: accessHeader(token) })).playbackUrl,
    updateProgress: (body, token) => client.call('updateLearnProgress', { body, headers: accessHeader(token) }),
    course: async (slug) => {
      const mine = (await client.call('myEnrolledCourses')).courses.find((course) => course.slug === slug);
      if (mine) return { _id: mine._id, slug, title: mine.title, enrolled: true };
      const { course } = await client.call('getCourse', { params: { slug } });
      return { _id: course._id, slug: course.slug, title: course.title, enrolled: false };
    },
    verify: (courseId, photo) => client.upload('verifyCourseAccess', { body: { courseId }, files: { faceImage: photo } }),
  };
}
