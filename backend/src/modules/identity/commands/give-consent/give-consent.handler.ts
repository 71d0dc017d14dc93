import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PRIVACY_VERSION, TERMS_VERSION } from '@academy/contracts';
import { CommandOutcome, CommandSender } from '../../../../platform/commands/command-sender';
import { userAccountDecider } from '../../domain/user-account/user-account.decider';

/**
 * The consent asked of a signed-in person whose profile has none for the versions in force (a first
 * Google/Facebook sign-in from the sign-in tab, or a new version of the terms since). The versions
 * are the server's, as at sign-up: the client sends a yes, not a version.
 */
export class GiveConsentCommand {
  constructor(
    readonly uid: string,
    /** The optional marketing box's answer; absent when the client did not send one. */
    readonly marketingEmails: boolean | undefined,
    readonly at: Date,
  ) {}
}

@CommandHandler(GiveConsentCommand)
export class GiveConsentHandler implements ICommandHandler<GiveConsentCommand> {
  constructor(private readonly commands: CommandSender) {}

  execute({ uid, marketingEmails, at }: GiveConsentCommand): Promise<CommandOutcome> {
    const data = { uid, termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION, at: at.toISOString(), ...(marketingEmails === undefined ? {} : { marketingEmails }) };
    return this.commands.decide(userAccountDecider, { type: 'GiveConsentAfterSignIn', data }, { at });
  }
}
