import { Controller, Inject } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { AffiliateStatsQuery } from './affiliate-stats.query';

@Controller()
export class AffiliateStatsController {
  constructor(
    private readonly stats: AffiliateStatsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.topAffiliates)
  top(@ValidQuery() query: ParsedQueryOf<'topAffiliates'>): Promise<ResponseOf<'topAffiliates'>> {
    return this.stats.top(query);
  }

  @ApiEndpoint(endpoints.affiliateProgrammeStats)
  programme(): Promise<ResponseOf<'affiliateProgrammeStats'>> {
    return this.stats.programme(this.clock.now());
  }
}
