import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { COURSE_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { ExpectedRevision } from '../../../../platform/http/expected-revision';
import { UploadedFiles, Uploads } from '../../../../platform/http/uploads';
import { courseActorOf } from '../../domain/course/course-actor';
import type { CourseActor } from '../../domain/course/course.events';
import { EditableCourseQuery } from '../../read-models/editable-course/editable-course.query';
import { courseAnswer } from '../course-answer';
import { courseUploadsOf } from '../course-images';
import { UpdateCourseCommand } from './update-course.handler';

/** The instructor's save of their own course and the admin's save of any course: one use case, two screens. */
@Controller()
export class UpdateCourseController {
  constructor(
    private readonly commands: CommandBus,
    private readonly courses: EditableCourseQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.updateMyCourse)
  mine(
    @PathParam('id') id: string,
    @ValidBody() body: ParsedBodyOf<'updateMyCourse'>,
    @Uploads() files: UploadedFiles,
    @CurrentPrincipal() principal: Principal,
    @ExpectedRevision() expectedRevision: number | undefined,
  ): Promise<ResponseOf<'updateMyCourse'>> {
    return this.update(id, body, files, courseActorOf(principal.uid, principal.role), expectedRevision);
  }

  @ApiEndpoint(endpoints.adminUpdateCourse)
  asAdmin(
    @PathParam('id') id: string,
    @ValidBody() body: ParsedBodyOf<'adminUpdateCourse'>,
    @Uploads() files: UploadedFiles,
    @CurrentPrincipal() admin: Principal,
    @ExpectedRevision() expectedRevision: number | undefined,
  ): Promise<ResponseOf<'adminUpdateCourse'>> {
    return this.update(id, body, files, { id: admin.uid, role: 'admin' }, expectedRevision);
  }

  private async update(id: string, body: ParsedBodyOf<'updateMyCourse'>, files: UploadedFiles, actor: CourseActor, expectedRevision: number | undefined) {
    await this.commands.execute(new UpdateCourseCommand(id, body, courseUploadsOf(files), actor, this.clock.now(), expectedRevision));
    return courseAnswer(this.courses, id, actor, COURSE_MESSAGES.updated);
  }
}
