import { createAdminAffiliatesApi } from '../../features/admin-affiliates/admin-affiliates.api';
import { createAdminAffiliatesSaga } from '../../features/admin-affiliates/admin-affiliates.saga';
import { adminAffiliatesReducer } from '../../features/admin-affiliates/admin-affiliates.slice';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { adminAffiliates: adminAffiliatesReducer },
  sagas: ({ client }) => [createAdminAffiliatesSaga({ api: createAdminAffiliatesApi(client), notify: toastNotifier })],
});
