import { Controller, Inject, Param } from '@nestjs/common';
import { AUTH_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { AdminUserActions } from '../admin-user-actions';

@Controller()
export class ChangeUserRoleController {
  constructor(
    private readonly actions: AdminUserActions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.changeUserRole)
  async change(
    @Param('id') uid: string,
    @ValidBody() { role }: ParsedBodyOf<'changeUserRole'>,
    @CurrentPrincipal() admin: Principal,
  ): Promise<ResponseOf<'changeUserRole'>> {
    const at = this.clock.now();
    await this.actions.decide({ type: 'ChangeUserRole', data: { uid, role, by: admin.uid, at: at.toISOString() } }, at);
    return { message: AUTH_MESSAGES.roleUpdated, user: await this.actions.user(uid) };
  }
}
