import { composeSlices } from '../shared';
import { DISCOUNT_ERRORS } from './discount.errors';
import { ORDER_ERRORS } from './order.errors';
import { PAYMENT_ERRORS } from './payment.errors';
import { SALES_ERRORS } from './sales.errors';

/** The commerce error codes (orders, payments, discount codes, sales reports) and their Vietnamese texts. */
export const COMMERCE_ERRORS = composeSlices(ORDER_ERRORS, PAYMENT_ERRORS, DISCOUNT_ERRORS, SALES_ERRORS);
