import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { COURSE_MESSAGES, endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { courseActorOf } from '../../domain/course/course-actor';
import { DeleteCourseCommand } from './delete-course.handler';

@Controller()
export class DeleteCourseController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.deleteMyCourse)
  async delete(@PathParam('id') id: string, @CurrentPrincipal() principal: Principal): Promise<ResponseOf<'deleteMyCourse'>> {
    const actor = courseActorOf(principal.uid, principal.role);
    const { archived } = await this.commands.execute<DeleteCourseCommand, { archived: boolean }>(new DeleteCourseCommand(id, actor, this.clock.now()));
    return { message: archived ? COURSE_MESSAGES.archived : COURSE_MESSAGES.deleted, _id: id, archived };
  }
}
