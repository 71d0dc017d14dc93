import { Controller, Inject } from '@nestjs/common';
import { AFFILIATE_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { commissionsDecider } from '../../domain/commissions/commissions.decider';
import { ConversionsQuery, toConversion } from '../../read-models/conversions/conversions.query';

/**
 * One decision on the affiliate's ledger. Fifty admins clicking at once: each append carries the
 * revision it decided on, the first records the decision and the others decide again on it (the
 * same decision: nothing more; the other: 409).
 */
@Controller()
export class ReviewConversionController {
  constructor(
    private readonly commands: CommandSender,
    private readonly conversions: ConversionsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.reviewConversion)
  async review(@PathParam('id') id: string, @ValidBody() { newStatus, notes }: ParsedBodyOf<'reviewConversion'>, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'reviewConversion'>> {
    const { affiliateId } = await this.conversions.byId(id);
    const at = this.clock.now();
    const data = { affiliateId, conversionId: id, decision: newStatus, notes, by: admin.uid, at: at.toISOString() };
    await this.commands.decide(commissionsDecider, { type: 'ReviewConversion', data }, { at });
    const message = newStatus === 'approved' ? AFFILIATE_MESSAGES.conversionApproved : AFFILIATE_MESSAGES.conversionRejected;
    return { message, conversion: toConversion(await this.conversions.byId(id)) };
  }
}
