import { Injectable } from '@nestjs/common';
import type { ListUsersResponse, ParsedQueryOf } from '@academy/contracts';
import type { Filter } from '../../../../platform/read-store/read-store.port';
import { toAdminUser, UserProfileQuery } from '../user-profile/user-profile.query';

/** The admin's user list: newest first, filtered by role, verification and a name/email search. */
@Injectable()
export class AdminUsersQuery {
  constructor(private readonly profiles: UserProfileQuery) {}

  async list({ page, limit, role, search, verifiedStatus }: ParsedQueryOf<'listUsers'>): Promise<ListUsersResponse> {
    const filter: Filter = {};
    if (role) filter.role = role;
    if (verifiedStatus) filter.emailVerified = verifiedStatus === 'verified';
    const found = await this.profiles.rows.find({
      filter,
      search: search ? { text: search, fields: ['name', 'email', 'phoneNumber'] } : undefined,
      sort: [{ field: 'createdAt', direction: 'desc' }],
      page,
      limit,
    });
    return {
      users: found.items.map(toAdminUser),
      pagination: { currentPage: page, totalPages: Math.ceil(found.totalItems / limit), totalUsers: found.totalItems, limit },
    };
  }
}
