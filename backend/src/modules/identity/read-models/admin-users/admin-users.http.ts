import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { ApiEndpoint, PathParam, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { AccountHistoryQuery } from '../account-history/account-history.query';
import { toAdminUser, UserProfileQuery } from '../user-profile/user-profile.query';
import { AdminUsersQuery } from './admin-users.query';

@Controller()
export class AdminUsersController {
  constructor(
    private readonly users: AdminUsersQuery,
    private readonly profiles: UserProfileQuery,
    private readonly history: AccountHistoryQuery,
  ) {}

  @ApiEndpoint(endpoints.listUsers)
  list(@ValidQuery() query: ParsedQueryOf<'listUsers'>): Promise<ResponseOf<'listUsers'>> {
    return this.users.list(query);
  }

  @ApiEndpoint(endpoints.userDetails)
  async details(@PathParam('id') uid: string): Promise<ResponseOf<'userDetails'>> {
    const row = await this.profiles.row(uid);
    if (!row) throw new HttpProblem(404, 'USER_NOT_FOUND');
    return { user: toAdminUser(row), history: await this.history.of(uid) };
  }
}
