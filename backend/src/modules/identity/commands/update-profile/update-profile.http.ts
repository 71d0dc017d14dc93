import { Controller, Inject } from '@nestjs/common';
import { AUTH_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { PersonalDataVault } from '../../../../platform/personal-data/personal-data-vault';
import type { PersonalDetails } from '../../domain/user-account/user-account.events';
import { UserProfileQuery } from '../../read-models/user-profile/user-profile.query';
import { DecideUserAccount } from '../user-account-command';

/**
 * The user edits their own details: only the fields sent change (absent keeps the current value,
 * `avatarUrl: null` removes the photo); the email stays the one Firebase signs them in with.
 */
@Controller()
export class UpdateProfileController {
  constructor(
    private readonly commands: CommandSender,
    private readonly profiles: UserProfileQuery,
    private readonly vault: PersonalDataVault,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.updateMyProfile)
  async update(@CurrentPrincipal() principal: Principal, @ValidBody() body: ParsedBodyOf<'updateMyProfile'>): Promise<ResponseOf<'updateMyProfile'>> {
    const current = await this.profiles.row(principal.uid);
    if (!current) throw new HttpProblem(404, 'PROFILE_MISSING');
    const { name, phoneNumber, age, avatarUrl, email } = current;
    const changed: PersonalDetails = { name, phoneNumber, age, avatarUrl, ...sentFields(body), email };
    const personal = await this.vault.seal(principal.uid, changed);
    const at = this.clock.now();
    await this.commands.send(new DecideUserAccount({ type: 'UpdateProfile', data: { uid: principal.uid, personal, at: at.toISOString() } }, at));
    const profile = await this.profiles.byUid(principal.uid);
    if (!profile) throw new HttpProblem(404, 'PROFILE_MISSING');
    return { message: AUTH_MESSAGES.profileUpdated, profile };
  }
}

/** The fields the request carries; an absent one is not a change. */
function sentFields<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<T>;
}
