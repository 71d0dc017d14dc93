import { Controller, HttpCode, Inject } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import { PROVIDER_ACCOUNTS, ProviderAccount, ProviderAccounts } from '../../../../platform/auth/firebase-accounts';
import type { Principal } from '../../../../platform/auth/principal';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem, unauthenticated } from '../../../../platform/http/http-problem';
import { UserProfileQuery } from '../../read-models/user-profile/user-profile.query';
import { RegisterUserAccountCommand } from '../register-user-account/register-user-account.command';
import { DecideUserAccount } from '../user-account-command';

/**
 * Called by the web app after every sign-in: creates the profile of a first-time Google or
 * Facebook user, records a newly verified email, and activates the profile. `isActive` tells the
 * app whether this was the first sign-in (welcome) or not (welcome back).
 */
@Controller()
export class EnsureUserProfileController {
  constructor(
    @Inject(PROVIDER_ACCOUNTS) private readonly accounts: ProviderAccounts,
    private readonly commands: CommandSender,
    private readonly profiles: UserProfileQuery,
  ) {}

  @ApiEndpoint(endpoints.ensureUserProfile)
  @HttpCode(200)
  async ensure(@CurrentPrincipal() principal: Principal): Promise<ResponseOf<'ensureUserProfile'>> {
    const existing = await this.profiles.row(principal.uid);
    if (!existing) await this.registerFromProvider(principal.uid);
    const at = new Date();
    await this.commands.send(new DecideUserAccount({ type: 'SyncSignIn', data: { uid: principal.uid, emailVerified: principal.emailVerified, at: at.toISOString() } }, at));
    const profile = await this.profiles.byUid(principal.uid);
    if (!profile) throw new HttpProblem(404, 'PROFILE_MISSING');
    return { name: profile.name, isActive: existing?.isActive ?? false, created: !existing, profile };
  }

  private async registerFromProvider(uid: string): Promise<void> {
    const account = await this.accounts.get(uid);
    if (!account) throw unauthenticated();
    await this.commands.send(
      new RegisterUserAccountCommand({
        uid,
        role: 'student',
        personal: personalFrom(account),
        emailVerified: account.emailVerified,
        source: 'provider',
        registeredBy: null,
        registeredAt: new Date(),
      }),
    );
  }
}

function personalFrom(account: ProviderAccount) {
  const email = account.email ?? '';
  return {
    name: account.displayName ?? (email.split('@')[0] || 'Học viên'),
    email,
    phoneNumber: account.phoneNumber ?? '',
    age: null,
    avatarUrl: account.photoURL,
  };
}
