import { Controller, Inject } from '@nestjs/common';
import { CONTACT_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { ExpectedRevision } from '../../../../platform/http/expected-revision';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { contactSubmissionDecider } from '../../domain/contact-submission/contact-submission.decider';
import { ContactSubmissionsQuery } from '../../read-models/contact-submissions/contact-submissions.query';

@Controller()
export class ChangeContactStatusController {
  constructor(
    private readonly commands: CommandSender,
    private readonly submissions: ContactSubmissionsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.updateContactStatus)
  async changeStatus(
    @PathParam('id') id: string,
    @ValidBody() body: ParsedBodyOf<'updateContactStatus'>,
    @CurrentPrincipal() admin: Principal,
    @ExpectedRevision() expectedRevision: number | undefined,
  ): Promise<ResponseOf<'updateContactStatus'>> {
    const at = this.clock.now();
    const command = { type: 'ChangeContactStatus', data: { submissionId: id, status: body.status, changedBy: admin.uid, changedAt: at.toISOString() } } as const;
    await this.commands.decide(contactSubmissionDecider, command, { at, expectedRevision });
    const submission = await this.submissions.byId(id);
    if (!submission) throw new HttpProblem(404, 'CONTACT_SUBMISSION_NOT_FOUND');
    return { message: CONTACT_MESSAGES.statusUpdated, submission };
  }
}
