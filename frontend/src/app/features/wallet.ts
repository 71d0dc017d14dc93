import { createWalletApi } from '../../features/wallet/wallet.api';
import { createWalletSaga } from '../../features/wallet/wallet.saga';
import { walletReducer } from '../../features/wallet/wallet.slice';
import { toastNotifier } from '../../platform/notify';
import { documentVisibility } from '../../platform/page-visibility';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { wallet: walletReducer },
  sagas: ({ client, navigate }) => [createWalletSaga({ api: createWalletApi(client), notify: toastNotifier, navigate, visibility: documentVisibility() })],
});
