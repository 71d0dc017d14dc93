import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_DIRECTORY, AccountDirectory } from '../../../../platform/auth/principal';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { DomainError } from '../../../../platform/domain/domain-error';
import { walletDecider } from '../../domain/wallet/wallet.decider';

/** An admin moves a user's main balance by hand, with a reason the history keeps. */
export class AdjustWalletCommand {
  constructor(
    readonly userId: string,
    /** From the admin's `Idempotency-Key`: a retry names the same adjustment and moves nothing. */
    readonly adjustmentId: string,
    readonly direction: 'credit' | 'debit',
    readonly amount: number,
    readonly reason: string,
    readonly adminId: string,
    readonly at: Date,
  ) {}
}

/**
 * Checks that the user exists (the wallet stream of a mistyped uid would otherwise be opened and
 * credited), then decides on their wallet; answers the main balance after it.
 */
@CommandHandler(AdjustWalletCommand)
export class AdjustWalletHandler implements ICommandHandler<AdjustWalletCommand, { mainBalance: number }> {
  constructor(
    @Inject(ACCOUNT_DIRECTORY) private readonly accounts: AccountDirectory,
    private readonly commands: CommandSender,
  ) {}

  async execute({ userId, adjustmentId, direction, amount, reason, adminId, at }: AdjustWalletCommand): Promise<{ mainBalance: number }> {
    if ((await this.accounts.find(userId)) === null) throw new DomainError('WALLET_USER_NOT_FOUND', 'not_found');
    const data = { userId, adjustmentId, direction, amount, reason, by: adminId, at: at.toISOString() };
    const { state } = await this.commands.decide(walletDecider, { type: 'AdjustWallet', data }, { at });
    return { mainBalance: state.main };
  }
}
