import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { bonusCodeDecider } from '../../domain/bonus-code/bonus-code.decider';
import { BonusCodesQuery } from '../../read-models/bonus-codes/bonus-codes.query';
import { bonusCodeNamedBy } from '../bonus-code-answer';

/** An admin's new terms for a code (they apply to later claims only), and the active flag when sent. */
export class EditBonusCodeCommand {
  constructor(
    readonly bonusCodeId: string,
    readonly form: ParsedBodyOf<'updateBonusCode'>,
    readonly by: string,
    readonly at: Date,
  ) {}
}

/**
 * Finds the code the id names, records the terms, then the active flag as the state wanted (not a
 * flip), so a repeated save records nothing. No `If-Match`: every claim appends to the code's
 * stream, so its revision says nothing about what the admin saw (as discount codes).
 */
@CommandHandler(EditBonusCodeCommand)
export class EditBonusCodeHandler implements ICommandHandler<EditBonusCodeCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly bonusCodes: BonusCodesQuery,
  ) {}

  async execute({ bonusCodeId, form: { isActive, ...terms }, by, at }: EditBonusCodeCommand): Promise<void> {
    const code = await bonusCodeNamedBy(this.bonusCodes, bonusCodeId);
    const onCode = { code, by, at: at.toISOString() };
    await this.commands.decide(bonusCodeDecider, { type: 'EditBonusCode', data: { ...onCode, ...terms } }, { at });
    if (isActive === undefined) return;
    await this.commands.decide(bonusCodeDecider, { type: isActive ? 'ActivateBonusCode' : 'DeactivateBonusCode', data: onCode }, { at });
  }
}
