import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { courseActorOf } from '../../domain/course/course-actor';
import { ManagedCoursesQuery } from './managed-courses.query';

@Controller()
export class ManagedCoursesController {
  constructor(private readonly courses: ManagedCoursesQuery) {}

  /** The caller's own courses; students author none and are told so. */
  @ApiEndpoint(endpoints.listMyCourses)
  mine(@ValidQuery() query: ParsedQueryOf<'listMyCourses'>, @CurrentPrincipal() principal: Principal): Promise<ResponseOf<'listMyCourses'>> {
    const actor = courseActorOf(principal.uid, principal.role);
    return this.courses.mine(actor.id, query);
  }

  @ApiEndpoint(endpoints.adminListCourses)
  all(@ValidQuery() query: ParsedQueryOf<'adminListCourses'>): Promise<ResponseOf<'adminListCourses'>> {
    return this.courses.all(query);
  }

  @ApiEndpoint(endpoints.adminListPendingCourses)
  pending(@ValidQuery() query: ParsedQueryOf<'adminListPendingCourses'>): Promise<ResponseOf<'adminListPendingCourses'>> {
    return this.courses.pending(query);
  }
}
