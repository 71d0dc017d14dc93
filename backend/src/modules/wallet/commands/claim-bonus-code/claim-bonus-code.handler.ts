import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BONUS_CODE_PATTERN } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { currentState } from '../../../../platform/commands/stream-command';
import { DomainError } from '../../../../platform/domain/domain-error';
import { EVENT_STORE, EventStore } from '../../../../platform/event-store/event-store.port';
import { BonusCodeCommand, bonusCodeDecider } from '../../domain/bonus-code/bonus-code.decider';
import type { BonusCodeClaimed } from '../../domain/bonus-code/bonus-code.events';
import { normalizeBonusCode, toBonusCodeStreamId } from '../../domain/bonus-code/bonus-code.stream';
import { WalletCommand, walletDecider } from '../../domain/wallet/wallet.decider';
import { toWalletStreamId } from '../../domain/wallet/wallet.stream';

/** A user claims a code, as typed: once per user, within the code's window and its claim limit. */
export class ClaimBonusCodeCommand {
  constructor(
    readonly code: string,
    readonly userId: string,
    readonly at: Date,
  ) {}
}

export type BonusClaim = BonusCodeClaimed['data'];

/**
 * The lot a claim credits, all of it fixed by the claim (id, amount, expiry, time), so the handler
 * and the reaction that repeats it send the very same command and the wallet grants it once.
 */
export function grantOfClaim({ userId, lotId, amount, expiresAt, code, bonusCodeId, at }: BonusClaim): WalletCommand {
  return { type: 'GrantBonusLot', data: { userId, lotId, amount, expiresAt, source: { kind: 'bonus_code', code, bonusCodeId }, at } };
}

/**
 * Two decisions: the claim on the code's stream (where the limit and the once-per-user rule are
 * counted, so 100 racing claimants of a limit of 10 give exactly 10), then the grant on the user's
 * wallet at once, so the answer's next balance already shows it. Should the process die in
 * between, `wallet.grant-bonus-lot-on-claim` grants it from the recorded claim.
 */
@CommandHandler(ClaimBonusCodeCommand)
export class ClaimBonusCodeHandler implements ICommandHandler<ClaimBonusCodeCommand, BonusClaim> {
  constructor(
    private readonly commands: CommandSender,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async execute({ code, userId, at }: ClaimBonusCodeCommand): Promise<BonusClaim> {
    // Text that cannot be a code names no stream: unknown, before any store is asked.
    if (!BONUS_CODE_PATTERN.test(normalizeBonusCode(code))) throw new DomainError('BONUS_CODE_NOT_FOUND', 'not_found');
    const claim = { type: 'ClaimBonusCode' as const, data: { code, userId, at: at.toISOString() } };
    await this.refuseUngrantable(claim);
    const { events } = await this.commands.decide(bonusCodeDecider, claim, { at });
    const claimed = events.find((event): event is BonusCodeClaimed => event.type === 'BonusCodeClaimed');
    if (!claimed) throw new Error(`A claim of ${code} by ${userId} recorded no claim`);
    // A grant the reaction recorded first records nothing here, and still waits for it to show.
    await this.commands.decide(walletDecider, grantOfClaim(claimed.data), { at });
    return claimed.data;
  }

  /**
   * Decides the claim and its grant on the current streams without recording them, so a grant the
   * wallet would refuse (a total beyond what it can hold exactly) is refused before the claim is
   * recorded: a recorded claim whose lot can never be granted would stall the reaction for everyone.
   * A refusal of the claim itself is thrown here just as the real decision would throw it.
   */
  private async refuseUngrantable(claim: Extract<BonusCodeCommand, { type: 'ClaimBonusCode' }>): Promise<void> {
    const code = await currentState(this.events, bonusCodeDecider, toBonusCodeStreamId(claim.data.code));
    const claimed = bonusCodeDecider.decide(claim, code.state).find((event): event is BonusCodeClaimed => event.type === 'BonusCodeClaimed');
    if (!claimed) return;
    const wallet = await currentState(this.events, walletDecider, toWalletStreamId(claim.data.userId));
    walletDecider.decide(grantOfClaim(claimed.data), wallet.state);
  }
}
