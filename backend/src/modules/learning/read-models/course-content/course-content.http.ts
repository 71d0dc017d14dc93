import { Controller, Headers, Inject } from '@nestjs/common';
import { COURSE_ACCESS_HEADER, endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { CourseContentQuery } from './course-content.query';

@Controller()
export class CourseContentController {
  constructor(
    private readonly content: CourseContentQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The caller's own progress only (the user from the ID token); the course access token from its header. */
  @ApiEndpoint(endpoints.learnCourseContent)
  get(
    @PathParam('slug') slug: string,
    @CurrentPrincipal() viewer: Principal,
    @Headers(COURSE_ACCESS_HEADER) accessToken?: string,
  ): Promise<ResponseOf<'learnCourseContent'>> {
    return this.content.content(viewer, slug, accessToken ?? null, this.clock.now());
  }
}
