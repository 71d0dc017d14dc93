import { createAdminUsersApi } from '../../features/admin-users/admin-users.api';
import { createAdminUsersSaga } from '../../features/admin-users/admin-users.saga';
import { adminUsersReducer } from '../../features/admin-users/admin-users.slice';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { adminUsers: adminUsersReducer },
  sagas: ({ client }) => [createAdminUsersSaga({ api: createAdminUsersApi(client), notify: toastNotifier })],
});
