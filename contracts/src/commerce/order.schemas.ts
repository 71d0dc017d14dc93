import { z } from 'zod';
import { bankTransferInstructionsSchema, idSchema, pageQuery, paginationSchema, text, vnd } from '../shared';
import { ORDER_ERRORS } from './order.errors';

/** Transactions and order history: 10 a page (spec part 2 section 9). */
export const ORDERS_PAGE_SIZE = 10;
/** A cart holds a few items; anything beyond this is a script, not a buyer. */
export const MAX_ORDER_ITEMS = 50;
/** Discount codes are 3 to 20 characters; a few more are accepted so the answer is 'not found', not 'too long'. */
const DISCOUNT_CODE_INPUT_MAX = 40;

const itemInvalid = ORDER_ERRORS.ORDER_ITEM_INVALID;

/** One thing to buy: a course or a tool plan, named by id; its price is the catalogue's, never the browser's. */
export const orderItemRequestSchema = z.union(
  [z.strictObject({ courseId: idSchema }, itemInvalid), z.strictObject({ toolPlanId: idSchema }, itemInvalid)],
  itemInvalid,
);
export type OrderItemRequest = z.input<typeof orderItemRequestSchema>;

const items = z.array(orderItemRequestSchema, itemInvalid).min(1, ORDER_ERRORS.ORDER_EMPTY).max(MAX_ORDER_ITEMS, itemInvalid);
/** Blank means none; upper-cased, since codes are stored upper-case and typed in any case. */
const discountCode = text({ max: DISCOUNT_CODE_INPUT_MAX })
  .transform((code) => code.toUpperCase())
  .nullish()
  .transform((code) => (code ? code : null));

/** The checkout page's question: what would these items cost with this code? Nothing is recorded. */
export const quoteOrderRequestSchema = z.object({ items, discountCode });

/** How the buyer pays: a bank transfer to the order's memo, or the wallet at once (bonus first, then main). */
export const PAYMENT_METHODS = ['bank_transfer', 'wallet'] as const;
export const placeOrderRequestSchema = z.object({
  items,
  paymentMethod: z.enum(PAYMENT_METHODS, ORDER_ERRORS.ORDER_PAYMENT_METHOD_INVALID),
  discountCode,
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

/** `POST /wallet/purchase`: the items (and code) as for `POST /orders`; the wallet pays at once. */
export const walletPurchaseRequestSchema = quoteOrderRequestSchema;
export type WalletPurchaseRequest = z.input<typeof walletPurchaseRequestSchema>;

/** A line of an order or a quote, as it was (or would be) priced. */
export const orderLineSchema = z.object({
  kind: z.enum(['course', 'tool_plan']),
  /** The course id or the tool plan id. */
  itemId: z.string(),
  /** The course title, or the tool's plan as 'Tool — Plan'. */
  title: z.string(),
  unitPrice: vnd(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const quoteOrderResponseSchema = z.object({
  items: z.array(orderLineSchema),
  subtotal: vnd(),
  discount: z.object({ code: z.string(), amount: vnd() }).nullable(),
  totalAmount: vnd(),
  currency: z.literal('VND'),
});
export type QuoteOrderResponse = z.infer<typeof quoteOrderResponseSchema>;

/** pending until paid or ended; the spec's labels are in ORDER_STATUS_LABELS. */
export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order as its buyer sees it (and an admin, with the buyer named, in the sales slice). */
export const orderSchema = z.object({
  _id: z.string(),
  /** The memo code: the order's public reference (`GET /orders/by-code/{code}`). */
  code: z.string(),
  statusOrder: z.enum(ORDER_STATUSES),
  items: z.array(orderLineSchema),
  subtotal: vnd(),
  discountCode: z.string().nullable(),
  discountAmount: vnd(),
  totalAmount: vnd(),
  currency: z.literal('VND'),
  paymentMethod: z.enum(['bank_transfer', 'wallet', 'free']),
  createdAt: z.string(),
  /** Until when a transfer pays it. */
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  /** When it was cancelled, expired or refunded. */
  endedAt: z.string().nullable(),
  /** Present while the order waits for a bank transfer. */
  payment: bankTransferInstructionsSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderStatusResponseSchema = z.object({ _id: z.string(), statusOrder: z.enum(ORDER_STATUSES), paidAt: z.string().nullable() });
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>;

export const ordersPageQuerySchema = pageQuery(ORDERS_PAGE_SIZE);
export const myOrdersResponseSchema = z.object({ orders: z.array(orderSchema), pagination: paginationSchema });
export type MyOrdersResponse = z.infer<typeof myOrdersResponseSchema>;
/** The /transactions page: the buyer's orders, newest first, each with its status. */
export const myTransactionsResponseSchema = z.object({ transactions: z.array(orderSchema), pagination: paginationSchema });
export type MyTransactionsResponse = z.infer<typeof myTransactionsResponseSchema>;
