import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { discountCodeDecider } from '../../domain/discount-code/discount-code.decider';
import { DiscountCodesQuery } from '../../read-models/discount-codes/discount-codes.query';
import { codeNamedBy } from '../discount-code-answer';

/** An admin's new terms for a code: they apply to the next checkouts, never to orders already placed. */
export class EditDiscountCodeCommand {
  constructor(
    readonly discountCodeId: string,
    readonly terms: ParsedBodyOf<'updateDiscount'>,
    readonly by: string,
    readonly at: Date,
  ) {}
}

/**
 * Finds the code the id names, then decides on its stream. No `If-Match`: every checkout appends to
 * the code's stream, so its revision says nothing about what the admin saw (docs/decisions.md).
 */
@CommandHandler(EditDiscountCodeCommand)
export class EditDiscountCodeHandler implements ICommandHandler<EditDiscountCodeCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly discounts: DiscountCodesQuery,
  ) {}

  async execute({ discountCodeId, terms, by, at }: EditDiscountCodeCommand): Promise<void> {
    const code = await codeNamedBy(this.discounts, discountCodeId);
    await this.commands.decide(discountCodeDecider, { type: 'EditDiscountCode', data: { code, ...terms, by, at: at.toISOString() } }, { at });
  }
}
