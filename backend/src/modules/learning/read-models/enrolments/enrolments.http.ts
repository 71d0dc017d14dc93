import { Controller } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { EnrolmentsQuery } from './enrolments.query';

@Controller()
export class MyCoursesController {
  constructor(private readonly enrolments: EnrolmentsQuery) {}

  /** The caller's own courses only: the user id comes from the token, never from the request. */
  @ApiEndpoint(endpoints.myEnrolledCourses)
  list(@CurrentPrincipal() user: Principal): Promise<ResponseOf<'myEnrolledCourses'>> {
    return this.enrolments.myCourses(user.uid);
  }
}
