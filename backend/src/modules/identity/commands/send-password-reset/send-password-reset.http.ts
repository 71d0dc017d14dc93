import { Controller, HttpCode, Inject, Param } from '@nestjs/common';
import { AUTH_MESSAGES, endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import { PROVIDER_ACCOUNTS, ProviderAccounts } from '../../../../platform/auth/firebase-accounts';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { AdminUserActions } from '../admin-user-actions';

/** Sends Firebase's reset email to the address on record (a body `email` is ignored: no redirects). */
@Controller()
export class SendPasswordResetController {
  constructor(
    private readonly actions: AdminUserActions,
    @Inject(PROVIDER_ACCOUNTS) private readonly accounts: ProviderAccounts,
  ) {}

  @ApiEndpoint(endpoints.sendUserPasswordReset)
  @HttpCode(200)
  async send(@Param('id') uid: string, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'sendUserPasswordReset'>> {
    const user = await this.actions.user(uid);
    await this.accounts.sendPasswordResetEmail(user.email).catch(() => {
      throw new HttpProblem(502, 'IDENTITY_PROVIDER_FAILED', 'Không thể gửi yêu cầu reset mật khẩu.');
    });
    const at = new Date();
    await this.actions.decide({ type: 'RecordPasswordResetSent', data: { uid, by: admin.uid, at: at.toISOString() } }, at);
    return { message: AUTH_MESSAGES.resetPasswordSent };
  }
}
