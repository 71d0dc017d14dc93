import { dataOf } from '../../lib/remote';
import { CheckoutFeatureState } from './checkout.reducer';

export interface CheckoutRootState {
  checkout: CheckoutFeatureState;
}

export const selectCheckout = (state: CheckoutRootState) => state.checkout.order;
export const selectAttempt = (state: CheckoutRootState) => state.checkout.order.attempt;
export const selectPayment = (state: CheckoutRootState) => state.checkout.payment;
export const selectPaymentOrder = (state: CheckoutRootState) => dataOf(state.checkout.payment.order);
