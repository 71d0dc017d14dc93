import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, INSTRUCTOR_APPLICATION_MESSAGES, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { ExpectedRevision } from '../../../../platform/http/expected-revision';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { InstructorApplicationsQuery } from '../../read-models/instructor-applications/instructor-applications.query';
import { RejectInstructorApplicationCommand } from './reject-instructor-application.handler';

@Controller()
export class RejectInstructorApplicationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly applications: InstructorApplicationsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.rejectInstructorApplication)
  @HttpCode(200)
  async reject(
    @PathParam('id') uid: string,
    @ValidBody() { reason }: ParsedBodyOf<'rejectInstructorApplication'>,
    @CurrentPrincipal() admin: Principal,
    @ExpectedRevision() expectedRevision: number | undefined,
  ): Promise<ResponseOf<'rejectInstructorApplication'>> {
    await this.commands.execute(new RejectInstructorApplicationCommand(uid, reason, admin.uid, this.clock.now(), expectedRevision));
    const application = await this.applications.of(uid);
    if (!application) throw new HttpProblem(404, 'INSTRUCTOR_APPLICATION_NOT_FOUND');
    return { message: INSTRUCTOR_APPLICATION_MESSAGES.rejected, application };
  }
}
