import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, MARKETING_MESSAGES, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { DeleteEmailScenarioCommand, RemovalOutcome } from './delete-email-scenario.handler';

@Controller()
export class DeleteEmailScenarioController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Either way it leaves the list; the answer says whether its history was kept. */
  @ApiEndpoint(endpoints.deleteEmailScenario)
  async delete(@PathParam('id') scenarioId: string, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'deleteEmailScenario'>> {
    const outcome: RemovalOutcome = await this.commands.execute(new DeleteEmailScenarioCommand(scenarioId, admin.uid, this.clock.now()));
    const message = outcome === 'archived' ? MARKETING_MESSAGES.scenarioArchived : MARKETING_MESSAGES.scenarioDeleted;
    return { message, _id: scenarioId, outcome };
  }
}
