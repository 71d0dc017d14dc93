import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { COURSE_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { NewIdFromIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { UploadedFiles, Uploads } from '../../../../platform/http/uploads';
import { courseActorOf } from '../../domain/course/course-actor';
import { EditableCourseQuery } from '../../read-models/editable-course/editable-course.query';
import { courseAnswer } from '../course-answer';
import { courseUploadsOf } from '../course-images';
import { CreateCourseCommand } from './create-course.handler';

@Controller()
export class CreateCourseController {
  constructor(
    private readonly commands: CommandBus,
    private readonly courses: EditableCourseQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.createCourse)
  @HttpCode(201)
  async create(
    @ValidBody() body: ParsedBodyOf<'createCourse'>,
    @Uploads() files: UploadedFiles,
    @CurrentPrincipal() principal: Principal,
    @NewIdFromIdempotencyKey('course') id: string,
  ): Promise<ResponseOf<'createCourse'>> {
    const by = { uid: principal.uid, role: principal.role };
    await this.commands.execute(new CreateCourseCommand(id, body, courseUploadsOf(files), by, this.clock.now()));
    return courseAnswer(this.courses, id, courseActorOf(by.uid, by.role), COURSE_MESSAGES.created);
  }
}
