import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { DomainError } from '../../../../platform/domain/domain-error';
import { commissionsDecider } from '../../domain/commissions/commissions.decider';
import { AffiliateStreams } from '../affiliate-streams';

export class RecordPayoutCommand {
  constructor(
    readonly affiliateId: string,
    /** From the admin's `Idempotency-Key`: a retry names the same payout and pays nothing twice. */
    readonly payoutId: string,
    readonly method: string,
    readonly amount: number,
    readonly reference: string,
    readonly note: string,
    readonly adminId: string,
    readonly at: Date,
  ) {}
}

/**
 * A payout of an affiliate's whole payable balance, decided on their ledger with the minimum in
 * force (read from the settings' stream, never a lagging read model). Every payout of one affiliate
 * appends to that one stream with its expected revision, so of twenty racing requests one takes the
 * commissions and the others find nothing left. The payouts worker then carries it out.
 */
@CommandHandler(RecordPayoutCommand)
export class RecordPayoutHandler implements ICommandHandler<RecordPayoutCommand> {
  constructor(
    private readonly streams: AffiliateStreams,
    private readonly commands: CommandSender,
  ) {}

  async execute({ affiliateId, payoutId, method, amount, reference, note, adminId, at }: RecordPayoutCommand): Promise<void> {
    if ((await this.streams.account(affiliateId)).membership === null) throw new DomainError('AFFILIATE_NOT_FOUND', 'not_found');
    const { minimumPayout } = (await this.streams.settings()).settings;
    const data = { affiliateId, payoutId, method, amount, reference, note, minimumPayout, by: adminId, at: at.toISOString() };
    await this.commands.decide(commissionsDecider, { type: 'PayOutCommissions', data }, { at });
  }
}
