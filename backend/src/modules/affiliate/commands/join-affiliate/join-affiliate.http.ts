import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AFFILIATE_MESSAGES, endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { AffiliatesQuery } from '../../read-models/affiliates/affiliates.query';
import { JoinAffiliateCommand } from './join-affiliate.handler';

@Controller()
export class JoinAffiliateController {
  constructor(
    private readonly commands: CommandBus,
    private readonly affiliates: AffiliatesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.joinAffiliate)
  @HttpCode(200)
  async join(@CurrentPrincipal() user: Principal): Promise<ResponseOf<'joinAffiliate'>> {
    await this.commands.execute(new JoinAffiliateCommand(user.uid, this.clock.now()));
    return { message: AFFILIATE_MESSAGES.joined, affiliate: await this.affiliates.affiliate(user.uid) };
  }
}
