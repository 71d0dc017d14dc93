import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, INSTRUCTOR_APPLICATION_MESSAGES, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { InstructorApplicationsQuery } from '../../read-models/instructor-applications/instructor-applications.query';
import { SubmitInstructorApplicationCommand } from './submit-instructor-application.handler';

@Controller()
export class SubmitInstructorApplicationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly applications: InstructorApplicationsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A repeat while the application is open answers the same: the open application, unchanged. */
  @ApiEndpoint(endpoints.submitInstructorApplication)
  @HttpCode(201)
  async submit(@ValidBody() body: ParsedBodyOf<'submitInstructorApplication'>, @CurrentPrincipal() user: Principal): Promise<ResponseOf<'submitInstructorApplication'>> {
    await this.commands.execute(new SubmitInstructorApplicationCommand(user.uid, body, this.clock.now()));
    const application = await this.applications.of(user.uid);
    if (!application) throw new HttpProblem(404, 'INSTRUCTOR_APPLICATION_NOT_FOUND');
    return { message: INSTRUCTOR_APPLICATION_MESSAGES.submitted, application };
  }
}
