import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { Decide } from '../../../../platform/commands/decide';
import { APP_CONFIG, AppConfig } from '../../../../platform/config/app-config';
import { foldEvents } from '../../../../platform/domain/decider';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { MAILER, Mailer, MailRejected } from '../../../../platform/mail/mailer.port';
import { ReceiptCommand, receiptDecider } from '../../domain/receipt/receipt.decider';
import type { ReceiptEvent } from '../../domain/receipt/receipt.events';
import { toReceiptStreamId } from '../../domain/receipt/receipt.stream';
import { BuyerContacts } from '../../read-models/buyer-contacts/buyer-contacts.query';
import { PaidSale, receiptEmail } from './receipt-email';

/** How long a receipt waits for a brand-new buyer's details to reach the read model before retrying. */
const CONTACTS_WAIT_MS = 5000;

/** Sent by the `send-receipt-on-order-paid` reaction for each `OrderPaid` it is delivered. */
export class SendReceiptCommand {
  constructor(
    readonly sale: PaidSale,
    /** The `OrderPaid` event: its position says how far the buyer's details must be known. */
    readonly source: Pick<RecordedEvent, 'id' | 'position'>,
  ) {}
}

/**
 * Emails the buyer the receipt of a paid order, at most once per order as far as our log can tell.
 * Delivery of `OrderPaid` is at least once, so: (1) an order whose receipt stream already holds an
 * outcome is done; (2) otherwise the mail goes out, then `ReceiptSent` is recorded. A crash between
 * (2)'s two steps sends the receipt again on redelivery: accepted, and recognisable, because both
 * copies carry the same Message-ID (`receipt.<orderId>`). The opposite order (mark, then send)
 * would lose the receipt on such a crash, which is worse for a buyer than a duplicate.
 * A mail server that is down throws, so the reaction retries and then stalls visibly; an address
 * refused for good, or a buyer whose details are gone, is recorded as `ReceiptNotSent` and the
 * receipts of other orders go on.
 */
@CommandHandler(SendReceiptCommand)
export class SendReceiptHandler implements ICommandHandler<SendReceiptCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly commands: CommandBus,
    private readonly buyers: BuyerContacts,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ sale, source }: SendReceiptCommand): Promise<void> {
    if (await this.alreadyDealtWith(sale.orderId)) return;
    const buyer = await this.buyerOf(sale.buyerId, source);
    const { orderId, buyerId } = sale;
    if (!buyer) return this.record(source, { type: 'RecordReceiptNotSent', data: { orderId, buyerId, reason: 'no_address', at: this.now() } });
    try {
      const { messageId } = await this.mailer.send(receiptEmail(sale, buyer, this.config.PUBLIC_WEB_URL));
      await this.record(source, { type: 'RecordReceiptSent', data: { orderId, buyerId, messageId, sentAt: this.now() } });
    } catch (error) {
      if (!(error instanceof MailRejected)) throw error;
      await this.record(source, { type: 'RecordReceiptNotSent', data: { orderId, buyerId, reason: 'refused', at: this.now() } });
    }
  }

  private async alreadyDealtWith(orderId: string): Promise<boolean> {
    const history = await this.events.readStream(toReceiptStreamId(orderId));
    return foldEvents(receiptDecider, history.map((e) => ({ type: e.type, data: e.data }) as ReceiptEvent)).status !== 'none';
  }

  /** The buyer's details; null only once the read model has seen the payment and still has none. */
  private async buyerOf(buyerId: string, source: SendReceiptCommand['source']) {
    const buyer = await this.buyers.contactOf(buyerId);
    if (buyer) return buyer;
    if (!(await this.buyers.caughtUpWith(source.position, CONTACTS_WAIT_MS))) {
      throw new Error(`Buyer details for ${buyerId} are not known yet (commerce.buyer-contacts is behind the payment); retrying`);
    }
    return this.buyers.contactOf(buyerId);
  }

  private async record(source: SendReceiptCommand['source'], command: ReceiptCommand): Promise<void> {
    await this.commands.execute(new Decide(receiptDecider, command, { at: this.clock.now(), causationId: source.id }));
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}
