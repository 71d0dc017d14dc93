import { Controller, HttpCode, Inject } from '@nestjs/common';
import { endpoints, MARKETING_MESSAGES, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { NewIdFromIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { emailTemplateDecider } from '../../domain/email-template/email-template.decider';
import { EmailTemplatesQuery } from '../../read-models/email-templates/email-templates.query';
import { templateAnswer } from '../marketing-answers';

/** One decision on the template's own stream; the id comes from the `Idempotency-Key`, so a retried create makes one template. */
@Controller()
export class CreateEmailTemplateController {
  constructor(
    private readonly commands: CommandSender,
    private readonly templates: EmailTemplatesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.createEmailTemplate)
  @HttpCode(201)
  async create(
    @ValidBody() content: ParsedBodyOf<'createEmailTemplate'>,
    @CurrentPrincipal() admin: Principal,
    @NewIdFromIdempotencyKey('email-template') templateId: string,
  ): Promise<ResponseOf<'createEmailTemplate'>> {
    const at = this.clock.now();
    await this.commands.decide(emailTemplateDecider, { type: 'CreateEmailTemplate', data: { templateId, ...content, by: admin.uid, at: at.toISOString() } }, { at });
    return templateAnswer(this.templates, templateId, MARKETING_MESSAGES.templateCreated);
  }
}
