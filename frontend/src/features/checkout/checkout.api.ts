import { Order, OrderItemRequest, OrderStatusResponse, PlaceOrderRequest, QuoteOrderResponse, WalletBalanceResponse } from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

export interface CheckoutApi {
  /** The server's prices for these items with this code; nothing is recorded. */
  quote(items: OrderItemRequest[], discountCode: string | null): Promise<QuoteOrderResponse>;
  /** `attemptKey` names one attempt: a retry under it places no second order. */
  place(request: PlaceOrderRequest, attemptKey: string): Promise<Order>;
  orderByCode(code: string): Promise<Order>;
  status(orderId: string): Promise<OrderStatusResponse>;
  cancel(orderId: string): Promise<Order>;
  /** What the wallet holds, for the 'Ví của tôi' choice. */
  walletBalance(): Promise<WalletBalanceResponse>;
}

export function createCheckoutApi(client: ApiClient): CheckoutApi {
  return {
    quote: (items, discountCode) => client.call('quoteOrder', { body: { items, discountCode } }),
    place: (body, attemptKey) => client.call('placeOrder', { body, idempotencyKey: attemptKey }),
    orderByCode: (code) => client.call('orderByCode', { params: { code } }),
    status: (id) => client.call('orderStatus', { params: { id } }),
    cancel: (id) => client.call('cancelMyOrder', { params: { id } }),
    walletBalance: () => client.call('walletBalance'),
  };
}
