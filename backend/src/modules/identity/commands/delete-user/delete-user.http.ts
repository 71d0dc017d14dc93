import { Controller, Inject, Param } from '@nestjs/common';
import { AUTH_MESSAGES, endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import { PROVIDER_ACCOUNTS, ProviderAccounts } from '../../../../platform/auth/firebase-accounts';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { PersonalDataVault } from '../../../../platform/personal-data/personal-data-vault';
import { AdminUserActions } from '../admin-user-actions';

/**
 * Deletes a user for good: the event removes them from the read models, forgetting their key makes
 * the personal data in the log unreadable (a rebuild cannot restore it), then Firebase deletes the
 * account. Every step is idempotent, so repeating the request finishes an interrupted deletion.
 */
@Controller()
export class DeleteUserController {
  constructor(
    private readonly actions: AdminUserActions,
    private readonly vault: PersonalDataVault,
    @Inject(PROVIDER_ACCOUNTS) private readonly accounts: ProviderAccounts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.deleteUser)
  async delete(@Param('id') uid: string, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'deleteUser'>> {
    const at = this.clock.now();
    await this.actions.decide({ type: 'DeleteUserAccount', data: { uid, by: admin.uid, at: at.toISOString() } }, at);
    await this.vault.forget(uid);
    await this.accounts.delete(uid);
    return { message: AUTH_MESSAGES.userDeleted, id: uid };
  }
}
