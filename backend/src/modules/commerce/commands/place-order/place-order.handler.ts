import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { APP_CONFIG, AppConfig } from '../../../../platform/config/app-config';
import { DomainError } from '../../../../platform/domain/domain-error';
import { discountCodeDecider } from '../../domain/discount-code/discount-code.decider';
import type { ExistingCode } from '../../domain/discount-code/discount-code.state';
import { orderMemoDecider } from '../../domain/order-memo/order-memo';
import { orderDecider } from '../../domain/order/order.decider';
import type { OrderDiscount, OrderItem } from '../../domain/order/order.events';
import { memoCodeOf, MEMO_BODY_LENGTH } from '../../domain/payment/memo-code';
import { WALLET_PAYMENTS, WalletPayments } from '../../payment/wallet-ports';
import { CheckoutPricing } from '../checkout-pricing';
import { PayOrderFromWalletCommand } from '../pay-order-from-wallet';

/** A buyer's checkout: the order id comes from the request's Idempotency-Key. */
export class PlaceOrderCommand {
  constructor(
    readonly orderId: string,
    readonly buyerId: string,
    readonly request: ParsedBodyOf<'placeOrder'>,
    readonly referralCode: string | null,
    readonly at: Date,
  ) {}
}

/**
 * Prices the cart, holds one use of the discount code on the code's stream (where the usage limit
 * is decided), holds the order's memo, then places the order. A step that fails after the hold
 * gives the use back. Every step is keyed by the order id, so a retried checkout (same key after
 * a crash) finds its hold and memo again and places the order once. A wallet order is refused
 * before anything is placed when the wallet cannot cover it, and paid right after it is placed.
 */
@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand> {
  constructor(
    private readonly pricing: CheckoutPricing,
    private readonly commands: CommandSender,
    private readonly bus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(WALLET_PAYMENTS) private readonly wallet: WalletPayments,
  ) {}

  async execute({ orderId, buyerId, request, referralCode, at }: PlaceOrderCommand): Promise<void> {
    const { items, subtotal } = await this.pricing.price(buyerId, request.items);
    const discount = request.discountCode === null ? null : await this.holdDiscount(request.discountCode, orderId, items, at);
    try {
      const memoCode = await this.holdMemo(orderId, at);
      const expiresAt = new Date(at.getTime() + this.config.ORDER_PAYMENT_MINUTES * 60_000).toISOString();
      const totalAmount = subtotal - (discount?.amount ?? 0);
      if (request.paymentMethod === 'wallet') await this.checkWalletCovers(buyerId, totalAmount, at);
      const placement = { orderId, buyerId, items, discount, subtotal, totalAmount, paymentMethod: request.paymentMethod, memoCode, referralCode, expiresAt, at: at.toISOString() };
      await this.commands.decide(orderDecider, { type: 'PlaceOrder', data: placement }, { at });
    } catch (error) {
      if (discount) await this.releaseDiscount(discount.code, orderId, at);
      throw error;
    }
    if (request.paymentMethod === 'wallet') await this.payFromWallet(orderId, at);
  }

  /** Most refusals cost nothing this way; a racer that passes and then finds the money gone has its order cancelled. */
  private async checkWalletCovers(buyerId: string, totalAmount: number, at: Date): Promise<void> {
    if ((await this.wallet.spendable(buyerId, at)) < totalAmount) throw new DomainError('WALLET_BALANCE_INSUFFICIENT', 'conflict');
  }

  private async payFromWallet(orderId: string, at: Date): Promise<void> {
    const outcome = await this.bus.execute(new PayOrderFromWalletCommand(orderId, { at }));
    if (outcome === 'not_pending') throw new DomainError('ORDER_NOT_PENDING', 'conflict');
  }

  private async holdDiscount(code: string, orderId: string, items: OrderItem[], at: Date): Promise<OrderDiscount> {
    const { eligibleSubtotal } = await this.pricing.discountFor(code, items);
    const reserve = { type: 'ReserveDiscount', data: { code, orderId, eligibleSubtotal, at: at.toISOString() } } as const;
    // Decided on the code's stream as it is at the append: of racing checkouts, only those within the limit hold a use.
    const { state } = await this.commands.decide(discountCodeDecider, reserve, { at });
    const held = state as ExistingCode;
    return { code: held.code, discountCodeId: held.discountCodeId, amount: held.reserved.get(orderId) ?? 0 };
  }

  private async releaseDiscount(code: string, orderId: string, at: Date): Promise<void> {
    await this.commands.decide(discountCodeDecider, { type: 'ReleaseDiscount', data: { code, orderId, at: at.toISOString() } }, { at });
  }

  /** The memo comes from the order id, so a retried checkout asks for the same one. */
  private async holdMemo(orderId: string, at: Date): Promise<string> {
    const memoCode = memoCodeOf(base36Digest(orderId).slice(0, MEMO_BODY_LENGTH));
    await this.commands.decide(orderMemoDecider, { type: 'ReserveOrderMemo', data: { memoCode, orderId, at: at.toISOString() } }, { at });
    return memoCode;
  }
}

const base36Digest = (text: string) => BigInt(`0x${createHash('sha256').update(text).digest('hex')}`).toString(36).toUpperCase();
