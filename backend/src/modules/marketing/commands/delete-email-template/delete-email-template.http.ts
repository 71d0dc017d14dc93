import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, MARKETING_MESSAGES, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { DeleteEmailTemplateCommand } from './delete-email-template.handler';

@Controller()
export class DeleteEmailTemplateController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.deleteEmailTemplate)
  async delete(@PathParam('id') templateId: string, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'deleteEmailTemplate'>> {
    await this.commands.execute(new DeleteEmailTemplateCommand(templateId, admin.uid, this.clock.now()));
    return { message: MARKETING_MESSAGES.templateDeleted, _id: templateId };
  }
}
