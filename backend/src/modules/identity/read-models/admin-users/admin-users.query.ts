import { Injectable } from '@nestjs/common';
import type { ListUsersResponse, ParsedQueryOf } from '@academy/contracts';
import { FreshReadCache } from '../../../../platform/projections/fresh-read-cache';
import type { Filter } from '../../../../platform/read-store/read-store.port';
import { USER_PROFILES_COLLECTION } from '../user-profile/user-profile.read-model';
import { toAdminUser, UserProfileQuery } from '../user-profile/user-profile.query';

/**
 * The admin's user list: newest first, filtered by role, verification and a name/email search.
 * Every admin sees the same page, so a page is kept until the profiles move (`FreshReadCache`).
 */
@Injectable()
export class AdminUsersQuery {
  constructor(
    private readonly profiles: UserProfileQuery,
    private readonly cache: FreshReadCache,
  ) {}

  list(query: ParsedQueryOf<'listUsers'>): Promise<ListUsersResponse> {
    const { page, limit, role, search, verifiedStatus } = query;
    return this.cache.answer([USER_PROFILES_COLLECTION], `users:${JSON.stringify([page, limit, role, search, verifiedStatus])}`, () => this.read(query));
  }

  private async read({ page, limit, role, search, verifiedStatus }: ParsedQueryOf<'listUsers'>): Promise<ListUsersResponse> {
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
