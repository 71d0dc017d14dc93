import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandOutcome, CommandSender } from '../../../../platform/commands/command-sender';
import { userAccountDecider } from '../../domain/user-account/user-account.decider';
import type { MarketingConsentSource } from '../../domain/user-account/user-account.events';

/**
 * The person's marketing email choice changes: their profile's switch, or (through marketing's
 * reaction to the one-click link) an unsubscribe. Exported from the module's index so marketing can
 * turn the opt-in off without reading or writing identity's streams.
 */
export class ChangeMarketingEmailConsentCommand {
  constructor(
    readonly uid: string,
    readonly subscribed: boolean,
    readonly source: MarketingConsentSource,
    readonly at: Date,
    /** The event this answers, when a reaction sends it. */
    readonly causationId?: string,
  ) {}
}

@CommandHandler(ChangeMarketingEmailConsentCommand)
export class ChangeMarketingEmailConsentHandler implements ICommandHandler<ChangeMarketingEmailConsentCommand> {
  constructor(private readonly commands: CommandSender) {}

  execute({ uid, subscribed, source, at, causationId }: ChangeMarketingEmailConsentCommand): Promise<CommandOutcome> {
    const data = { uid, subscribed, source, at: at.toISOString() };
    return this.commands.decide(userAccountDecider, { type: 'ChangeMarketingEmailConsent', data }, { at, ...(causationId ? { causationId } : {}) });
  }
}
