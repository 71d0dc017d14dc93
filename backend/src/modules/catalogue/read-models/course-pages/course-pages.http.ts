import { Controller, Param } from '@nestjs/common';
import { courseNotFoundMessage, endpoints, ResponseOf } from '@academy/contracts';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { CoursePagesQuery } from './course-pages.query';

@Controller()
export class CoursePagesController {
  constructor(private readonly pages: CoursePagesQuery) {}

  /** Public: a draft, a course under review or one taken off sale is as unknown here as a wrong slug. */
  @ApiEndpoint(endpoints.getCourse)
  async get(@Param('slug') slug: string): Promise<ResponseOf<'getCourse'>> {
    const course = await this.pages.bySlug(slug);
    if (!course) throw new HttpProblem(404, 'COURSE_NOT_FOUND', courseNotFoundMessage(slug));
    return { course };
  }
}
