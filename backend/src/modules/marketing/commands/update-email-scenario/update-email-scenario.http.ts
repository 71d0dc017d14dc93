import { Controller, Inject } from '@nestjs/common';
import { endpoints, MARKETING_MESSAGES, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { ExpectedRevision } from '../../../../platform/http/expected-revision';
import { emailScenarioDecider } from '../../domain/email-scenario/email-scenario.decider';
import { EmailScenariosQuery } from '../../read-models/email-scenarios/email-scenarios.query';
import { scenarioAnswer } from '../marketing-answers';

/** Name, trigger and the on/off switch; its campaigns change through their own calls. */
@Controller()
export class UpdateEmailScenarioController {
  constructor(
    private readonly commands: CommandSender,
    private readonly scenarios: EmailScenariosQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.updateEmailScenario)
  async update(
    @PathParam('id') scenarioId: string,
    @ValidBody() settings: ParsedBodyOf<'updateEmailScenario'>,
    @CurrentPrincipal() admin: Principal,
    @ExpectedRevision() expectedRevision: number | undefined,
  ): Promise<ResponseOf<'updateEmailScenario'>> {
    const at = this.clock.now();
    const data = { scenarioId, ...settings, by: admin.uid, at: at.toISOString() };
    await this.commands.decide(emailScenarioDecider, { type: 'EditEmailScenario', data }, { at, expectedRevision });
    return scenarioAnswer(this.scenarios, scenarioId, MARKETING_MESSAGES.scenarioUpdated);
  }
}
