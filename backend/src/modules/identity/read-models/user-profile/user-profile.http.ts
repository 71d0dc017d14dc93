import { Controller } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { UserProfileQuery } from './user-profile.query';

@Controller()
export class UserProfileController {
  constructor(private readonly profiles: UserProfileQuery) {}

  @ApiEndpoint(endpoints.myProfile)
  async mine(@CurrentPrincipal() principal: Principal): Promise<ResponseOf<'myProfile'>> {
    const profile = await this.profiles.byUid(principal.uid);
    if (!profile) throw new HttpProblem(404, 'NOT_FOUND', 'Không thể tải hồ sơ người dùng từ API.');
    return profile;
  }
}
