import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { discountCodeDecider } from '../../domain/discount-code/discount-code.decider';
import { DiscountCodesQuery } from '../../read-models/discount-codes/discount-codes.query';
import { codeNamedBy } from '../discount-code-answer';

export class DeleteDiscountCodeCommand {
  constructor(
    readonly discountCodeId: string,
    readonly by: string,
    readonly at: Date,
  ) {}
}

/** What became of the code: erased (its name free), or kept switched off because an order named it. */
export type DeleteOutcome = 'deleted' | 'deactivated';

/** The decider decides which: a code any order held, paid with or gave back is deactivated instead. */
@CommandHandler(DeleteDiscountCodeCommand)
export class DeleteDiscountCodeHandler implements ICommandHandler<DeleteDiscountCodeCommand, DeleteOutcome> {
  constructor(
    private readonly commands: CommandSender,
    private readonly discounts: DiscountCodesQuery,
  ) {}

  async execute({ discountCodeId, by, at }: DeleteDiscountCodeCommand): Promise<DeleteOutcome> {
    const code = await codeNamedBy(this.discounts, discountCodeId);
    const { state } = await this.commands.decide(discountCodeDecider, { type: 'DeleteDiscountCode', data: { code, by, at: at.toISOString() } }, { at });
    return state.status === 'none' ? 'deleted' : 'deactivated';
  }
}
