import { Controller, Inject } from '@nestjs/common';
import { endpoints, MARKETING_MESSAGES, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { ExpectedRevision } from '../../../../platform/http/expected-revision';
import { emailTemplateDecider } from '../../domain/email-template/email-template.decider';
import { EmailTemplatesQuery } from '../../read-models/email-templates/email-templates.query';
import { templateAnswer } from '../marketing-answers';

/** The template's new content, for emails sent from now on. `If-Match` (the revision the editor loaded) turns a crossed edit into 409. */
@Controller()
export class UpdateEmailTemplateController {
  constructor(
    private readonly commands: CommandSender,
    private readonly templates: EmailTemplatesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.updateEmailTemplate)
  async update(
    @PathParam('id') templateId: string,
    @ValidBody() content: ParsedBodyOf<'updateEmailTemplate'>,
    @CurrentPrincipal() admin: Principal,
    @ExpectedRevision() expectedRevision: number | undefined,
  ): Promise<ResponseOf<'updateEmailTemplate'>> {
    const at = this.clock.now();
    const data = { templateId, ...content, by: admin.uid, at: at.toISOString() };
    await this.commands.decide(emailTemplateDecider, { type: 'EditEmailTemplate', data }, { at, expectedRevision });
    return templateAnswer(this.templates, templateId, MARKETING_MESSAGES.templateUpdated);
  }
}
