import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PROVIDER_ACCOUNTS, ProviderAccounts } from '../../../../platform/auth/firebase-accounts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { RateLimit, RateLimiter } from '../../../../platform/http/rate-limiter';
import { userAccountDecider } from '../../domain/user-account/user-account.decider';
import { UserProfileQuery } from '../../read-models/user-profile/user-profile.query';

/** An admin has Firebase send a user its reset email. */
export class SendPasswordResetCommand {
  constructor(
    readonly uid: string,
    readonly adminUid: string,
    readonly at: Date,
  ) {}
}

/** However many admins click, a user's inbox gets at most three reset emails an hour. */
const resetEmailsOf = (uid: string): RateLimit => ({ bucket: 'password-reset-email', subject: uid, limit: 3, windowSeconds: 60 * 60 });

/**
 * The mail goes to the address on record only, never to one a request names. The history records
 * it once Firebase accepted it: an email that was not sent is not in the account's history.
 */
@CommandHandler(SendPasswordResetCommand)
export class SendPasswordResetHandler implements ICommandHandler<SendPasswordResetCommand> {
  constructor(
    @Inject(PROVIDER_ACCOUNTS) private readonly accounts: ProviderAccounts,
    private readonly commands: CommandSender,
    private readonly profiles: UserProfileQuery,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ uid, adminUid, at }: SendPasswordResetCommand): Promise<void> {
    const user = await this.profiles.adminUser(uid);
    await this.limiter.enforce(resetEmailsOf(uid));
    await this.accounts.sendPasswordResetEmail(user.email).catch(() => {
      throw new HttpProblem(502, 'IDENTITY_PROVIDER_FAILED', 'Không thể gửi yêu cầu reset mật khẩu.');
    });
    await this.commands.decide(userAccountDecider, { type: 'RecordPasswordResetSent', data: { uid, by: adminUid, at: at.toISOString() } }, { at });
  }
}
