import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AFFILIATE_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { NewIdFromIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { AffiliateHistoryQuery } from '../../read-models/affiliate-history/affiliate-history.query';
import { RecordManualCommissionCommand } from './record-manual-commission.handler';

@Controller()
export class RecordManualCommissionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly history: AffiliateHistoryQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** 201: a new entry on the affiliate's ledger. */
  @ApiEndpoint(endpoints.manualCommission)
  @HttpCode(201)
  async record(
    @ValidBody() { affiliateUserId, affiliateCode, amount, reason }: ParsedBodyOf<'manualCommission'>,
    @CurrentPrincipal() admin: Principal,
    @NewIdFromIdempotencyKey('affiliate-manual-commission') id: string,
  ): Promise<ResponseOf<'manualCommission'>> {
    const target = affiliateUserId !== undefined ? { userId: affiliateUserId } : { code: affiliateCode ?? '' };
    const commissionId = `manual-${id}`;
    const affiliateId = await this.commands.execute<RecordManualCommissionCommand, string>(new RecordManualCommissionCommand(target, commissionId, amount, reason, admin.uid, this.clock.now()));
    const entry = await this.history.entry(affiliateId, `manual_commission:${commissionId}`);
    const commission = { _id: commissionId, affiliateUserId: affiliateId, amount: entry.amount, reason: entry.reason ?? '', by: entry.by ?? admin.uid, payableAt: entry.at, createdAt: entry.at };
    return { message: AFFILIATE_MESSAGES.manualCommissionRecorded, commission, earnings: await this.history.earningsOf(affiliateId) };
  }
}
