import { Controller, Inject } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { ReceivedBonusesQuery } from './received-bonuses.query';

@Controller()
export class ReceivedBonusesController {
  constructor(
    private readonly received: ReceivedBonusesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.receivedBonusHistory)
  history(@ValidQuery() query: ParsedQueryOf<'receivedBonusHistory'>, @CurrentPrincipal() user: Principal): Promise<ResponseOf<'receivedBonusHistory'>> {
    return this.received.page(user.uid, query, this.clock.now());
  }
}
