import { AdminUser, CreateUserRequest, ListUsersQuery, ResponseOf, Role } from '@academy/contracts';
import { Page, toPage } from '../../lib/paged-list';
import { ApiClient } from '../../platform/api-client';
import { RegistrationPeriod } from './admin-users.slice';

export interface AdminUsersApi {
  list(query: ListUsersQuery): Promise<Page<AdminUser>>;
  changeRole(id: string, role: Role): Promise<ResponseOf<'changeUserRole'>>;
  changeLevel(id: string, level: number): Promise<ResponseOf<'changeAffiliateLevel'>>;
  toggleDisabled(id: string, disable: boolean): Promise<ResponseOf<'toggleUserDisabled'>>;
  sendPasswordReset(id: string, email: string): Promise<ResponseOf<'sendUserPasswordReset'>>;
  details(id: string): Promise<ResponseOf<'userDetails'>>;
  remove(id: string): Promise<ResponseOf<'deleteUser'>>;
  create(body: CreateUserRequest): Promise<ResponseOf<'createUser'>>;
  stats(): Promise<ResponseOf<'userStats'>>;
  registrations(period: RegistrationPeriod, rangeMonths: number): Promise<ResponseOf<'registrationsOverTime'>>;
  resetFace(id: string, reason: string): Promise<ResponseOf<'resetLearnerFace'>>;
}

export function createAdminUsersApi(client: ApiClient): AdminUsersApi {
  return {
    list: async (query) => {
      const { users, pagination } = await client.call('listUsers', { query });
      return toPage(users, pagination, pagination.totalUsers);
    },
    changeRole: (id, role) => client.call('changeUserRole', { params: { id }, body: { role } }),
    changeLevel: (id, level) => client.call('changeAffiliateLevel', { params: { id }, body: { newLevel: level } }),
    toggleDisabled: (id, disable) => client.call('toggleUserDisabled', { params: { id }, body: { disable } }),
    sendPasswordReset: (id, email) => client.call('sendUserPasswordReset', { params: { id }, body: { email } }),
    details: (id) => client.call('userDetails', { params: { id } }),
    remove: (id) => client.call('deleteUser', { params: { id } }),
    create: (body) => client.call('createUser', { body }),
    stats: () => client.call('userStats'),
    registrations: (period, rangeMonths) => client.call('registrationsOverTime', { query: { period, rangeMonths } }),
    resetFace: (id, reason) => client.call('resetLearnerFace', { params: { userId: id }, body: { reason } }),
  };
}
