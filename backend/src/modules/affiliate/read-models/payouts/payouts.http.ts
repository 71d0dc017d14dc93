import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { PayoutsQuery } from './payouts.query';

@Controller()
export class PayoutsController {
  constructor(private readonly payouts: PayoutsQuery) {}

  @ApiEndpoint(endpoints.myPayouts)
  mine(@ValidQuery() query: ParsedQueryOf<'myPayouts'>, @CurrentPrincipal() user: Principal): Promise<ResponseOf<'myPayouts'>> {
    return this.payouts.mine(user.uid, query);
  }

  @ApiEndpoint(endpoints.adminPayouts)
  list(@ValidQuery() query: ParsedQueryOf<'adminPayouts'>): Promise<ResponseOf<'adminPayouts'>> {
    return this.payouts.list(query);
  }
}
