import { Controller, HttpCode, Inject } from '@nestjs/common';
import { endpoints, MARKETING_MESSAGES, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { NewIdFromIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { broadcastDecider } from '../../domain/broadcast/broadcast.decider';
import { AudienceQuery } from '../../read-models/audience/audience.query';
import { EmailScenariosQuery } from '../../read-models/email-scenarios/email-scenarios.query';
import { runningScenario } from '../marketing-answers';

/**
 * A manual scenario, sent now: one decision on the broadcast's own stream (named by the
 * `Idempotency-Key`, so a retry starts one broadcast) after checking the scenario on the read model;
 * the start-scenarios reaction hands the recorded broadcast to the broadcast worker, which schedules
 * the first step for its audience page by page.
 */
@Controller()
export class BroadcastEmailScenarioController {
  constructor(
    private readonly commands: CommandSender,
    private readonly scenarios: EmailScenariosQuery,
    private readonly audience: AudienceQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.broadcastEmailScenario)
  @HttpCode(201)
  async broadcast(
    @PathParam('id') scenarioId: string,
    @CurrentPrincipal() admin: Principal,
    @NewIdFromIdempotencyKey('email-broadcast') broadcastId: string,
  ): Promise<ResponseOf<'broadcastEmailScenario'>> {
    const scenario = await runningScenario(this.scenarios, scenarioId);
    if (scenario.trigger.type !== 'manual') throw new HttpProblem(409, 'EMAIL_SCENARIO_NOT_MANUAL');
    if (!scenario.isActive) throw new HttpProblem(409, 'EMAIL_SCENARIO_PAUSED');
    const [first] = await this.scenarios.campaignsOf(scenarioId);
    if (!first) throw new HttpProblem(409, 'EMAIL_SCENARIO_EMPTY');
    const at = this.clock.now();
    await this.commands.decide(broadcastDecider, { type: 'RequestBroadcast', data: { broadcastId, scenarioId, by: admin.uid, at: at.toISOString() } }, { at });
    const { count } = await this.audience.count(first.audience);
    return { message: MARKETING_MESSAGES.broadcastStarted, broadcastId, scenarioId, audience: count };
  }
}
