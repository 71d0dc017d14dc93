import { Controller } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { courseActorOf } from '../../domain/course/course-actor';
import { EditableCourseQuery } from './editable-course.query';

@Controller()
export class EditableCourseController {
  constructor(private readonly courses: EditableCourseQuery) {}

  @ApiEndpoint(endpoints.getMyCourse)
  async mine(@PathParam('id') id: string, @CurrentPrincipal() principal: Principal): Promise<ResponseOf<'getMyCourse'>> {
    return { course: await this.courses.forActor(id, courseActorOf(principal.uid, principal.role)) };
  }

  @ApiEndpoint(endpoints.adminGetCourse)
  async forReview(@PathParam('id') id: string, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'adminGetCourse'>> {
    return { course: await this.courses.forActor(id, { id: admin.uid, role: 'admin' }) };
  }
}
