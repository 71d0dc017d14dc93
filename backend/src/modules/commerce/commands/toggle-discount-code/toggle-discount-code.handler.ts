import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { discountCodeDecider } from '../../domain/discount-code/discount-code.decider';
import { DiscountCodesQuery } from '../../read-models/discount-codes/discount-codes.query';
import { codeNamedBy } from '../discount-code-answer';

/** Switches a code on or off: the state wanted, so a repeat (a double click, a retry) records nothing. */
export class ToggleDiscountCodeCommand {
  constructor(
    readonly discountCodeId: string,
    readonly isActive: boolean,
    readonly by: string,
    readonly at: Date,
  ) {}
}

@CommandHandler(ToggleDiscountCodeCommand)
export class ToggleDiscountCodeHandler implements ICommandHandler<ToggleDiscountCodeCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly discounts: DiscountCodesQuery,
  ) {}

  async execute({ discountCodeId, isActive, by, at }: ToggleDiscountCodeCommand): Promise<void> {
    const code = await codeNamedBy(this.discounts, discountCodeId);
    const type = isActive ? 'ActivateDiscountCode' : 'DeactivateDiscountCode';
    await this.commands.decide(discountCodeDecider, { type, data: { code, by, at: at.toISOString() } }, { at });
  }
}
