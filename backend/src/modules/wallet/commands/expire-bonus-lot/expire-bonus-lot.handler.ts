import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { walletDecider } from '../../domain/wallet/wallet.decider';

export class ExpireBonusLotCommand {
  constructor(
    readonly userId: string,
    readonly lotId: string,
  ) {}
}

/**
 * Closes one lot whose time has passed, dated by the clock. The decider keeps it exact: a lot
 * already closed records nothing (a sweep ran twice, or late), and one whose time has not come is
 * refused, so a job that runs early (clocks apart) fails and is retried. The answer waits for the
 * read models, so the next sweep no longer finds the lot.
 */
@CommandHandler(ExpireBonusLotCommand)
export class ExpireBonusLotHandler implements ICommandHandler<ExpireBonusLotCommand> {
  constructor(
    private readonly commands: CommandSender,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, lotId }: ExpireBonusLotCommand): Promise<void> {
    const at = this.clock.now();
    await this.commands.decide(walletDecider, { type: 'ExpireBonusLot', data: { userId, lotId, at: at.toISOString() } }, { at });
  }
}
