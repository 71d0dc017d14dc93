import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AFFILIATE_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { NewIdFromIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { PayoutsQuery } from '../../read-models/payouts/payouts.query';
import { RecordPayoutCommand } from './record-payout.handler';

@Controller()
export class RecordPayoutController {
  constructor(
    private readonly commands: CommandBus,
    private readonly payouts: PayoutsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** 201: a payout is a new entry in the affiliate's history. */
  @ApiEndpoint(endpoints.recordPayout)
  @HttpCode(201)
  async record(
    @ValidBody() { affiliateUserId, method, amount, reference, note }: ParsedBodyOf<'recordPayout'>,
    @CurrentPrincipal() admin: Principal,
    @NewIdFromIdempotencyKey('affiliate-payout') payoutId: string,
  ): Promise<ResponseOf<'recordPayout'>> {
    await this.commands.execute(new RecordPayoutCommand(affiliateUserId, payoutId, method, amount, reference, note, admin.uid, this.clock.now()));
    return { message: AFFILIATE_MESSAGES.payoutRecorded, payout: await this.payouts.byId(payoutId) };
  }
}
