import { Controller, HttpCode, Inject } from '@nestjs/common';
import { endpoints, MARKETING_MESSAGES, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { NewIdFromIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { emailScenarioDecider } from '../../domain/email-scenario/email-scenario.decider';
import { EmailScenariosQuery } from '../../read-models/email-scenarios/email-scenarios.query';
import { scenarioAnswer } from '../marketing-answers';

/** One decision on the scenario's own stream; the id comes from the `Idempotency-Key`, so a retried create makes one scenario. */
@Controller()
export class CreateEmailScenarioController {
  constructor(
    private readonly commands: CommandSender,
    private readonly scenarios: EmailScenariosQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.createEmailScenario)
  @HttpCode(201)
  async create(
    @ValidBody() settings: ParsedBodyOf<'createEmailScenario'>,
    @CurrentPrincipal() admin: Principal,
    @NewIdFromIdempotencyKey('email-scenario') scenarioId: string,
  ): Promise<ResponseOf<'createEmailScenario'>> {
    const at = this.clock.now();
    await this.commands.decide(emailScenarioDecider, { type: 'CreateEmailScenario', data: { scenarioId, ...settings, by: admin.uid, at: at.toISOString() } }, { at });
    return scenarioAnswer(this.scenarios, scenarioId, MARKETING_MESSAGES.scenarioCreated);
  }
}
