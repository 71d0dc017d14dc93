import { Controller, Inject } from '@nestjs/common';
import { courseNotFoundMessage, endpoints, ResponseOf } from '@academy/contracts';
import { CallerIfSignedIn, RecognisesCaller } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { COURSE_ENROLMENTS, CourseEnrolments } from '../../course-enrolments';
import { CoursePagesQuery } from './course-pages.query';

@Controller()
export class CoursePagesController {
  constructor(
    private readonly pages: CoursePagesQuery,
    @Inject(COURSE_ENROLMENTS) private readonly enrolments: CourseEnrolments,
  ) {}

  /**
   * Public: a draft, a course under review or one taken off sale is as unknown here as a wrong slug.
   * The page is the same for everyone (cached); a signed-in learner's own enrolment is added on top,
   * a look-up by id (enrolment, then progress), so the page says 'Vào học' and how far they got
   * instead of the buy buttons.
   */
  @ApiEndpoint(endpoints.getCourse)
  @RecognisesCaller()
  async get(@PathParam('slug') slug: string, @CallerIfSignedIn() caller: Principal | null): Promise<ResponseOf<'getCourse'>> {
    const course = await this.pages.bySlug(slug);
    if (!course) throw new HttpProblem(404, 'COURSE_NOT_FOUND', courseNotFoundMessage(slug));
    const progress = caller === null ? null : await this.enrolments.progressOf(caller.uid, course._id);
    if (progress === null) return { course };
    return { course: { ...course, isEnrolled: true, enrollmentDetails: { progress } } };
  }
}
