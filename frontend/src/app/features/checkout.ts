import { put, takeEvery } from 'redux-saga/effects';
import { cartActions } from '../../features/cart/cart.slice';
import { createCheckoutApi } from '../../features/checkout/checkout.api';
import { checkoutReducer } from '../../features/checkout/checkout.reducer';
import { createCheckoutSaga } from '../../features/checkout/checkout.saga';
import { checkoutActions } from '../../features/checkout/checkout.slice';
import { toastNotifier } from '../../platform/notify';
import { documentVisibility } from '../../platform/page-visibility';
import { defineFeature } from '../feature-module';

/** An order placed takes its items out of the cart (features never import each other). */
function* cartFollowsCheckout() {
  yield takeEvery(checkoutActions.orderPlaced.type, function* (action: ReturnType<typeof checkoutActions.orderPlaced>) {
    yield put(cartActions.itemsOrdered(action.payload.items.map((line) => ({ kind: line.kind, id: line.itemId }))));
  });
}

export default defineFeature({
  reducers: { checkout: checkoutReducer },
  sagas: ({ client, navigate }) => [
    createCheckoutSaga({ api: createCheckoutApi(client), notify: toastNotifier, navigate, visibility: documentVisibility() }),
    cartFollowsCheckout,
  ],
});
