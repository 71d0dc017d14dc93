import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { DomainError } from '../../../../platform/domain/domain-error';
import { commissionsDecider } from '../../domain/commissions/commissions.decider';
import { AffiliateStreams } from '../affiliate-streams';

export class RecordManualCommissionCommand {
  constructor(
    /** The affiliate by uid or by code: exactly one (the contract checks). */
    readonly target: { userId: string } | { code: string },
    /** From the admin's `Idempotency-Key`: a retry credits once. */
    readonly commissionId: string,
    readonly amount: number,
    readonly reason: string,
    readonly adminId: string,
    readonly at: Date,
  ) {}
}

/**
 * An admin's credit to an affiliate's ledger, with the reason the audit trail keeps. The affiliate
 * is found in the streams (a code's holder, a membership), so a mistyped uid or code never opens a
 * ledger: 404. Answers the affiliate's uid.
 */
@CommandHandler(RecordManualCommissionCommand)
export class RecordManualCommissionHandler implements ICommandHandler<RecordManualCommissionCommand, string> {
  constructor(
    private readonly streams: AffiliateStreams,
    private readonly commands: CommandSender,
  ) {}

  async execute({ target, commissionId, amount, reason, adminId, at }: RecordManualCommissionCommand): Promise<string> {
    const affiliateId = 'userId' in target ? target.userId : await this.streams.ownerOfCode(target.code);
    if (affiliateId === null || (await this.streams.account(affiliateId)).membership === null) throw new DomainError('AFFILIATE_NOT_FOUND', 'not_found');
    const data = { affiliateId, commissionId, amount, reason, by: adminId, at: at.toISOString() };
    await this.commands.decide(commissionsDecider, { type: 'RecordManualCommission', data }, { at });
    return affiliateId;
  }
}
