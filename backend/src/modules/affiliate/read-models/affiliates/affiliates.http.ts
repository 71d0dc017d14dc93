import { Controller, Inject } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { AffiliatesQuery } from './affiliates.query';

@Controller()
export class AffiliatesController {
  constructor(
    private readonly affiliates: AffiliatesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.myAffiliateInfo)
  info(@CurrentPrincipal() user: Principal): Promise<ResponseOf<'myAffiliateInfo'>> {
    return this.affiliates.info(user.uid);
  }

  @ApiEndpoint(endpoints.affiliateDashboard)
  dashboard(@CurrentPrincipal() user: Principal): Promise<ResponseOf<'affiliateDashboard'>> {
    return this.affiliates.dashboard(user.uid, this.clock.now());
  }

  @ApiEndpoint(endpoints.myDownline)
  downline(@CurrentPrincipal() user: Principal): Promise<ResponseOf<'myDownline'>> {
    return this.affiliates.downline(user.uid);
  }

  @ApiEndpoint(endpoints.adminAffiliates)
  list(@ValidQuery() query: ParsedQueryOf<'adminAffiliates'>): Promise<ResponseOf<'adminAffiliates'>> {
    return this.affiliates.list(query);
  }
}
