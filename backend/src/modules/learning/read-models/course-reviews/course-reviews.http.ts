import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { CallerIfSignedIn, CurrentPrincipal, RecognisesCaller } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint, PathParam, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { CourseCard, CourseCards } from '../../../catalogue';
import { EnrolmentsQuery } from '../enrolments/enrolments.query';
import { CourseReviewsQuery } from './course-reviews.query';

@Controller()
export class CourseReviewsController {
  constructor(
    private readonly reviews: CourseReviewsQuery,
    private readonly courseCards: CourseCards,
    private readonly enrolments: EnrolmentsQuery,
  ) {}

  /** Public, newest first, hidden reviews left out; an admin also sees the hidden ones, marked, to show them again. */
  @ApiEndpoint(endpoints.listCourseReviews)
  @RecognisesCaller()
  async list(
    @PathParam('courseId') courseId: string,
    @ValidQuery() query: ParsedQueryOf<'listCourseReviews'>,
    @CallerIfSignedIn() caller: Principal | null,
  ): Promise<ResponseOf<'listCourseReviews'>> {
    await this.reviewable(courseId);
    return this.reviews.page(courseId, query, caller?.role === 'admin' ? 'admin' : 'public');
  }

  /** The caller's own review and what the page may offer them: the form (enrolled) or the answer button (the course's instructor). */
  @ApiEndpoint(endpoints.myCourseReview)
  async mine(@PathParam('courseId') courseId: string, @CurrentPrincipal() caller: Principal): Promise<ResponseOf<'myCourseReview'>> {
    const course = await this.reviewable(courseId);
    const [review, canReview] = await Promise.all([this.reviews.mine(caller.uid, courseId), this.enrolments.isEnrolled(caller.uid, courseId)]);
    return { review, canReview, canAnswer: course.instructorId === caller.uid };
  }

  /** A course that was never on sale (or was deleted) has no reviews to show, as for a wrong id. */
  private async reviewable(courseId: string): Promise<CourseCard> {
    const course = await this.courseCards.byId(courseId);
    if (!course?.everPublished) throw new HttpProblem(404, 'REVIEW_COURSE_NOT_FOUND');
    return course;
  }
}
