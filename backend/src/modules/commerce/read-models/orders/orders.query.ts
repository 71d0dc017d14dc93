import { Inject, Injectable } from '@nestjs/common';
import { Order, OrderStatusResponse, toPagination } from '@academy/contracts';
import { DomainError } from '../../../../platform/domain/domain-error';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { BankTransferInstructionsFactory } from '../../payment/bank-transfer-instructions';
import { OrderRow, orderRows } from './orders.read-model';

const notFound = () => new DomainError('ORDER_NOT_FOUND', 'not_found');

/** A buyer's orders. Another buyer's order is answered exactly like an unknown one: not found. */
@Injectable()
export class OrdersQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly instructions: BankTransferInstructionsFactory,
  ) {}

  async mine(buyerId: string, orderId: string): Promise<Order> {
    const row = await orderRows(this.store).get(orderId);
    if (!row || row.buyerId !== buyerId) throw notFound();
    return this.orderOf(row);
  }

  async statusOf(buyerId: string, orderId: string): Promise<OrderStatusResponse> {
    const { _id, statusOrder, paidAt } = await this.mine(buyerId, orderId);
    return { _id, statusOrder, paidAt };
  }

  async byCode(buyerId: string, code: string): Promise<Order> {
    const { items } = await orderRows(this.store).find({ filter: { code: code.trim().toUpperCase(), buyerId }, limit: 1 });
    if (items.length === 0) throw notFound();
    return this.orderOf(items[0]);
  }

  async page(buyerId: string, page: number, limit: number): Promise<{ orders: Order[]; pagination: ReturnType<typeof toPagination> }> {
    const { items, totalItems } = await orderRows(this.store).find({
      filter: { buyerId },
      sort: [{ field: 'createdAt', direction: 'desc' }],
      page,
      limit,
    });
    return { orders: items.map((row) => this.orderOf(row)), pagination: toPagination(page, limit, totalItems) };
  }

  /** Course ids the buyer paid for and still holds (not refunded): the checkout refuses to sell them again. */
  async paidCourseIds(buyerId: string): Promise<Set<string>> {
    const { items } = await orderRows(this.store).find({ filter: { buyerId, status: 'paid' }, limit: 1_000 });
    return new Set(items.flatMap((row) => row.items.filter((line) => line.kind === 'course').map((line) => line.itemId)));
  }

  orderOf(row: OrderRow): Order {
    const { id, code, status, items, subtotal, discountCode, discountAmount, totalAmount, paymentMethod, createdAt, expiresAt, paidAt, endedAt } = row;
    const awaitingTransfer = status === 'pending' && paymentMethod === 'bank_transfer';
    return {
      _id: id,
      code,
      statusOrder: status,
      items,
      subtotal,
      discountCode,
      discountAmount,
      totalAmount,
      currency: 'VND',
      paymentMethod,
      createdAt,
      expiresAt,
      paidAt,
      endedAt,
      payment: awaitingTransfer ? this.instructions.forPayment(totalAmount, code) : null,
    };
  }
}
