import { combineReducers } from '@reduxjs/toolkit';
import { checkoutOrderReducer } from './checkout.slice';
import { paymentReducer } from './payment.slice';

/** Buying: the checkout (quote, discount, the order placed) and the bank-transfer payment of /payment. */
export const checkoutReducer = combineReducers({ order: checkoutOrderReducer, payment: paymentReducer });

export type CheckoutFeatureState = ReturnType<typeof checkoutReducer>;
