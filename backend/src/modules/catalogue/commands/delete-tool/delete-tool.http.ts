import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, ResponseOf, TOOL_MESSAGES } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { DeleteToolCommand, DeleteToolOutcome } from './delete-tool.handler';

@Controller()
export class DeleteToolController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.deleteTool)
  async delete(@PathParam('id') id: string, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'deleteTool'>> {
    const outcome: DeleteToolOutcome = await this.commands.execute(new DeleteToolCommand(id, admin.uid, this.clock.now()));
    return { message: outcome === 'archived' ? TOOL_MESSAGES.archived : TOOL_MESSAGES.deleted, _id: id, outcome };
  }
}
