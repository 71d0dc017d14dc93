import { Controller, HttpCode, Inject, Param } from '@nestjs/common';
import { AUTH_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import { PROVIDER_ACCOUNTS, ProviderAccounts } from '../../../../platform/auth/firebase-accounts';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { RateLimit, RateLimiter } from '../../../../platform/http/rate-limiter';
import { AdminUserActions } from '../admin-user-actions';

/** However many admins click, a user's inbox gets at most three reset emails an hour. */
const resetEmailsOf = (uid: string): RateLimit => ({ bucket: 'password-reset-email', subject: uid, limit: 3, windowSeconds: 60 * 60 });

/**
 * Sends Firebase's reset email to the address on record. The body is validated but its `email`
 * is not used: the mail never goes anywhere but to the account's own address.
 */
@Controller()
export class SendPasswordResetController {
  constructor(
    private readonly actions: AdminUserActions,
    @Inject(PROVIDER_ACCOUNTS) private readonly accounts: ProviderAccounts,
    private readonly limiter: RateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.sendUserPasswordReset)
  @HttpCode(200)
  async send(
    @Param('id') uid: string,
    @ValidBody() _body: ParsedBodyOf<'sendUserPasswordReset'>,
    @CurrentPrincipal() admin: Principal,
  ): Promise<ResponseOf<'sendUserPasswordReset'>> {
    const user = await this.actions.user(uid);
    await this.limiter.enforce(resetEmailsOf(uid));
    await this.accounts.sendPasswordResetEmail(user.email).catch(() => {
      throw new HttpProblem(502, 'IDENTITY_PROVIDER_FAILED', 'Không thể gửi yêu cầu reset mật khẩu.');
    });
    const at = this.clock.now();
    await this.actions.decide({ type: 'RecordPasswordResetSent', data: { uid, by: admin.uid, at: at.toISOString() } }, at);
    return { message: AUTH_MESSAGES.resetPasswordSent };
  }
}
