import { createAdminWalletApi } from '../../features/admin-wallet/admin-wallet.api';
import { createAdminWalletSaga } from '../../features/admin-wallet/admin-wallet.saga';
import { adminWalletReducer } from '../../features/admin-wallet/admin-wallet.slice';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { adminWallet: adminWalletReducer },
  sagas: ({ client }) => [createAdminWalletSaga({ api: createAdminWalletApi(client), notify: toastNotifier })],
});
