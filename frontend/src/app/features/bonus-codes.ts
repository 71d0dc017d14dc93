import { createBonusCodesApi } from '../../features/bonus-codes/bonus-codes.api';
import { createBonusCodesSaga } from '../../features/bonus-codes/bonus-codes.saga';
import { bonusCodesReducer } from '../../features/bonus-codes/bonus-codes.slice';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { bonusCodes: bonusCodesReducer },
  sagas: ({ client }) => [createBonusCodesSaga({ api: createBonusCodesApi(client), notify: toastNotifier })],
});
