import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint, PathParam, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { DepositsQuery } from './deposits.query';

@Controller()
export class DepositsController {
  constructor(private readonly deposits: DepositsQuery) {}

  @ApiEndpoint(endpoints.depositStatus)
  status(@PathParam('code') code: string, @CurrentPrincipal() user: Principal): Promise<ResponseOf<'depositStatus'>> {
    return this.deposits.statusOf(user.uid, code);
  }

  @ApiEndpoint(endpoints.depositByCode)
  byCode(@PathParam('code') code: string, @CurrentPrincipal() user: Principal): Promise<ResponseOf<'depositByCode'>> {
    return this.deposits.mine(user.uid, code);
  }

  @ApiEndpoint(endpoints.depositHistory)
  history(@ValidQuery() query: ParsedQueryOf<'depositHistory'>, @CurrentPrincipal() user: Principal): Promise<ResponseOf<'depositHistory'>> {
    return this.deposits.history(user.uid, query);
  }
}
