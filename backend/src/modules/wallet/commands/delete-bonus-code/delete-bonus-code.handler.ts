import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { bonusCodeDecider } from '../../domain/bonus-code/bonus-code.decider';
import { BonusCodesQuery } from '../../read-models/bonus-codes/bonus-codes.query';
import { bonusCodeNamedBy } from '../bonus-code-answer';

export class DeleteBonusCodeCommand {
  constructor(
    readonly bonusCodeId: string,
    readonly by: string,
    readonly at: Date,
  ) {}
}

/** What became of the code: erased (its name free), or kept switched off because someone claimed it. */
export type DeleteBonusCodeOutcome = 'deleted' | 'deactivated';

/** The decider decides which: a claimed code is deactivated instead, so its lots keep naming it. */
@CommandHandler(DeleteBonusCodeCommand)
export class DeleteBonusCodeHandler implements ICommandHandler<DeleteBonusCodeCommand, DeleteBonusCodeOutcome> {
  constructor(
    private readonly commands: CommandSender,
    private readonly bonusCodes: BonusCodesQuery,
  ) {}

  async execute({ bonusCodeId, by, at }: DeleteBonusCodeCommand): Promise<DeleteBonusCodeOutcome> {
    const code = await bonusCodeNamedBy(this.bonusCodes, bonusCodeId);
    const { state } = await this.commands.decide(bonusCodeDecider, { type: 'DeleteBonusCode', data: { code, by, at: at.toISOString() } }, { at });
    return state.status === 'none' ? 'deleted' : 'deactivated';
  }
}
