import { Injectable } from '@nestjs/common';
import type { AdminUser } from '@academy/contracts';
import { CommandSender } from '../../../platform/commands/command-sender';
import { HttpProblem } from '../../../platform/http/http-problem';
import type { UserAccountCommand } from '../domain/user-account/user-account.decider';
import { toAdminUser, UserProfileQuery } from '../read-models/user-profile/user-profile.query';
import { DecideUserAccount } from './user-account-command';

/** What every admin action on a user does: decide, wait for the read model, answer with the user. */
@Injectable()
export class AdminUserActions {
  constructor(
    private readonly commands: CommandSender,
    private readonly profiles: UserProfileQuery,
  ) {}

  async decide(command: UserAccountCommand, at: Date): Promise<void> {
    await this.commands.send(new DecideUserAccount(command, at));
  }

  async user(uid: string): Promise<AdminUser> {
    const row = await this.profiles.row(uid);
    if (!row) throw new HttpProblem(404, 'USER_NOT_FOUND');
    return toAdminUser(row);
  }
}
