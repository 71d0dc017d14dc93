import { Controller, HttpCode, Inject } from '@nestjs/common';
import { endpoints, INSTRUCTOR_APPLICATION_MESSAGES, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { ExpectedRevision } from '../../../../platform/http/expected-revision';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { instructorApplicationDecider } from '../../domain/instructor-application/instructor-application.decider';
import { InstructorApplicationsQuery } from '../../read-models/instructor-applications/instructor-applications.query';

/**
 * Records the acceptance; `identity.promote-accepted-instructors` then changes the role (a durable
 * follow-up on another aggregate, so the role follows a moment after this answer).
 */
@Controller()
export class AcceptInstructorApplicationController {
  constructor(
    private readonly commands: CommandSender,
    private readonly applications: InstructorApplicationsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.acceptInstructorApplication)
  @HttpCode(200)
  async accept(
    @PathParam('id') uid: string,
    @CurrentPrincipal() admin: Principal,
    @ExpectedRevision() expectedRevision: number | undefined,
  ): Promise<ResponseOf<'acceptInstructorApplication'>> {
    const at = this.clock.now();
    const command = { type: 'AcceptInstructorApplication', data: { uid, by: admin.uid, at: at.toISOString() } } as const;
    await this.commands.decide(instructorApplicationDecider, command, { at, expectedRevision });
    const application = await this.applications.of(uid);
    // The applicant's account was deleted: the application went with it.
    if (!application) throw new HttpProblem(404, 'INSTRUCTOR_APPLICATION_NOT_FOUND');
    return { message: INSTRUCTOR_APPLICATION_MESSAGES.accepted, application };
  }
}
