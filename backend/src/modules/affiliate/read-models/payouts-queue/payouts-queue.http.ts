import { Controller, Inject } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { PayoutsQueueQuery } from './payouts-queue.query';

@Controller()
export class PayoutsQueueController {
  constructor(
    private readonly payouts: PayoutsQueueQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.payoutsQueue)
  queue(@ValidQuery() query: ParsedQueryOf<'payoutsQueue'>): Promise<ResponseOf<'payoutsQueue'>> {
    return this.payouts.queue(query, this.clock.now());
  }
}
