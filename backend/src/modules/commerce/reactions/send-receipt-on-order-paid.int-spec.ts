import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { Test, TestingModule } from '@nestjs/testing';
import { randomUUID } from 'crypto';
import pino from 'pino';
import { MailCatcher } from '../../../dev/mail-catcher';
import { CLOCK } from '../../../platform/clock/clock';
import { CommandSender } from '../../../platform/commands/command-sender';
import { DecideHandler } from '../../../platform/commands/decide';
import { APP_CONFIG } from '../../../platform/config/app-config';
import { EVENT_STORE, EventStore, LogPosition, RecordedEvent } from '../../../platform/event-store/event-store.port';
import { PostgresEventStore } from '../../../platform/event-store/postgres-event-store';
import { MAILER, Mailer } from '../../../platform/mail/mailer.port';
import { SmtpMailer } from '../../../platform/mail/smtp-mailer';
import { PersonalDataVault } from '../../../platform/personal-data/personal-data-vault';
import { CheckpointStore } from '../../../platform/projections/checkpoint-store';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { projectionTools } from '../../../platform/projections/projection-tools';
import { ReadYourWrites } from '../../../platform/projections/read-your-writes';
import { ReactionRegistry } from '../../../platform/reactions/reaction-registry';
import { ReactionRunner } from '../../../platform/reactions/reaction-runner';
import { PostgresReadStore } from '../../../platform/read-store/postgres-read-store';
import { READ_STORE } from '../../../platform/read-store/read-store.port';
import { TestClock } from '../../../platform/testing/test-clock';
import { createTestDatabase, TestDatabase } from '../../../platform/testing/test-database';
import { SendReceiptHandler } from '../commands/send-receipt/send-receipt.handler';
import { orderDecider } from '../domain/order/order.decider';
import { placeOrder } from '../domain/order/order.fixtures';
import { toOrderStreamId } from '../domain/order/order.stream';
import { toReceiptStreamId } from '../domain/receipt/receipt.stream';
import { buyerContactsProjection } from '../read-models/buyer-contacts/buyer-contacts.projection';
import { BuyerContacts } from '../read-models/buyer-contacts/buyer-contacts.query';
import { sendReceiptOnOrderPaid } from './send-receipt-on-order-paid.reaction';

const quiet = pino({ level: 'silent' });
const WEB_URL = 'https://hocvien.example';
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

async function until(check: () => Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The receipt end to end inside the backend: identity's registration in the log, an order placed
 * and paid through the order aggregate's commands, the buyer-contacts projection and the reaction
 * on their runners, the SMTP adapter, and the local mail catcher as the mail server.
 */
describe('the receipt email on OrderPaid, against the real stores and an SMTP server', () => {
  let database: TestDatabase;
  let events: EventStore;
  let reads: PostgresReadStore;
  let vault: PersonalDataVault;
  let catcher: MailCatcher;
  let mailer: Mailer;
  let nest: TestingModule;
  const clock = new TestClock('2026-12-01T09:05:00.000Z');

  const startNest = async (mailerInUse: Mailer) => {
    const module = await Test.createTestingModule({
      imports: [CqrsModule.forRoot()],
      providers: [
        DecideHandler,
        SendReceiptHandler,
        BuyerContacts,
        CommandSender,
        { provide: ReadYourWrites, useValue: new ReadYourWrites([], new CheckpointStore(reads), 0, null) },
        { provide: EVENT_STORE, useValue: events },
        { provide: READ_STORE, useValue: reads },
        { provide: PersonalDataVault, useValue: vault },
        { provide: MAILER, useValue: mailerInUse },
        { provide: CLOCK, useValue: clock },
        { provide: APP_CONFIG, useValue: { PUBLIC_WEB_URL: WEB_URL } },
      ],
    }).compile();
    await module.init();
    return module;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    events = await PostgresEventStore.connect(database.url);
    reads = await PostgresReadStore.connect(database.url);
    vault = new PersonalDataVault(reads, Buffer.alloc(32, 3));
    catcher = await MailCatcher.start();
    mailer = new SmtpMailer({ host: '127.0.0.1', port: catcher.smtpPort, secure: false, requireTls: false, from: 'Học viện <no-reply@hocvien.local>', timeoutMs: 2000 });
    nest = await startNest(mailer);
  });
  afterAll(async () => {
    await nest.close();
    await mailer.close();
    await catcher.stop();
    await events.close();
    await reads.close();
    await database.drop();
  });

  /** A user as identity records one: details sealed under their own key. */
  async function registerBuyer(name: string, email: string): Promise<string> {
    const uid = `u-${randomUUID()}`;
    const personal = await vault.seal(uid, { name, email, phoneNumber: '0912345678', age: 25, avatarUrl: null });
    const data = { uid, role: 'student', personal, emailVerified: true, source: 'self', registeredBy: null, registeredAt: '2026-11-30T08:00:00.000Z' };
    await events.append(`identity_user_account-${uid}`, [{ type: 'UserAccountRegistered', data, metadata: metadataNow() }], 'no_stream');
    return uid;
  }

  /** An order placed and paid with the exact total, as the checkout and the webhook will send them. */
  async function placeAndPay(buyerId: string): Promise<{ orderId: string; paid: RecordedEvent }> {
    const orderId = `o-${randomUUID()}`;
    const commands = nest.get(CommandSender);
    const at = new Date('2026-12-01T09:00:00.000Z');
    const order = placeOrder({ orderId, buyerId });
    await commands.decide(orderDecider, order, { at });
    const payment = { orderId, transferId: `sepay-${orderId}`, amount: order.data.totalAmount, at: '2026-12-01T09:05:00.000Z' };
    await commands.decide(orderDecider, { type: 'RecordPayment', data: payment }, { at: clock.now() });
    const stream = await events.readStream(toOrderStreamId(orderId));
    return { orderId, paid: stream.find((e) => e.type === 'OrderPaid')! };
  }

  function startRunners({ withReaction = true } = {}) {
    const registry = new ReactionRegistry();
    if (withReaction) registry.register(sendReceiptOnOrderPaid.bind({ commands: nest.get(CommandBus), clock }));
    const reactions = new ReactionRunner(events, reads, registry, quiet, { attempts: 2, firstDelayMs: 5 });
    const projections = new ProjectionRunner(events, reads, [buyerContactsProjection], quiet, projectionTools(vault));
    const checkpoints = new CheckpointStore(reads);
    return {
      async start() {
        await projections.start();
        await reactions.start();
      },
      async stop() {
        await reactions.stop();
        await projections.stop();
      },
      settled: (position: LogPosition) =>
        until(async () => ((await checkpoints.load(withReaction ? sendReceiptOnOrderPaid.name : buyerContactsProjection.name)) ?? '') >= position),
    };
  }

  const receiptsTo = (email: string) => catcher.list().filter((m) => m.to.some((to) => to.includes(`<${email}>`)));
  const receiptEvents = async (orderId: string) => (await events.readStream(toReceiptStreamId(orderId))).map((e) => e.type);

  it('sends one receipt to the buyer’s address with the order’s amounts, however often OrderPaid is delivered', async () => {
    const buyerId = await registerBuyer('Nguyễn Thị Mua', 'mua@example.vn');
    const { orderId, paid } = await placeAndPay(buyerId);

    const running = startRunners();
    await running.start();
    await running.settled(paid.position);
    await running.stop();

    // Delivered again, twice at once and once more, then replayed from a lost checkpoint.
    const reaction = sendReceiptOnOrderPaid.bind({ commands: nest.get(CommandBus), clock });
    await Promise.all([reaction.react(paid), reaction.react(paid)]);
    await reaction.react(paid);
    await new CheckpointStore(reads).reset(sendReceiptOnOrderPaid.name);
    const again = startRunners();
    await again.start();
    await again.settled(paid.position);
    await again.stop();

    const receipts = receiptsTo('mua@example.vn');
    expect(receipts).toHaveLength(1);
    const receipt = catcher.get(receipts[0]!.id)!;
    expect(receipt.to).toEqual(['Nguyễn Thị Mua <mua@example.vn>']);
    expect(receipt.messageId).toBe(`<receipt.${orderId}@hocvien.local>`);
    expect(receipt.subject).toMatch(/^Biên nhận thanh toán đơn hàng DH[0-9A-Z]{11}$/);
    const text = nbsp(receipt.text);
    for (const line of ['Tạm tính: 598.000 ₫', 'Giảm giá (TET2027): -59.800 ₫', 'Tổng cộng: 538.200 ₫', '- Excel cho người đi làm (Khóa học): 499.000 ₫', 'Thời gian thanh toán: 16:05 01/12/2026', `Vào học ngay: ${WEB_URL}/my-courses`]) {
      expect(text).toContain(line);
    }
    expect(await receiptEvents(orderId)).toEqual(['ReceiptSent']);
    const [sent] = await events.readStream(toReceiptStreamId(orderId));
    expect(sent!.data).toEqual({ orderId, buyerId, messageId: receipt.messageId, sentAt: clock.now().toISOString() });
    expect(sent!.metadata.causationId).toBe(paid.id);
  });

  it('records that no receipt could go out when the buyer’s details were forgotten, and sends nothing', async () => {
    const buyerId = await registerBuyer('Người Đã Xoá', 'xoa@example.vn');
    const { orderId, paid } = await placeAndPay(buyerId);
    await vault.forget(buyerId);

    const running = startRunners();
    await running.start();
    await running.settled(paid.position);
    await running.stop();

    expect(receiptsTo('xoa@example.vn')).toEqual([]);
    expect(await receiptEvents(orderId)).toEqual(['ReceiptNotSent']);
    expect((await events.readStream(toReceiptStreamId(orderId)))[0]!.data).toMatchObject({ reason: 'no_address' });
  });

  it('fails, recording nothing, while the mail server is down, so the reaction retries; the next try sends it', async () => {
    const buyerId = await registerBuyer('Trần Văn Chờ', 'cho@example.vn');
    const { paid } = await placeAndPay(buyerId);
    // Only the buyer's details are projected here; the reaction is called by hand below.
    const projecting = startRunners({ withReaction: false });
    await projecting.start();
    await projecting.settled(paid.position);
    await projecting.stop();

    const down = new SmtpMailer({ host: '127.0.0.1', port: 9, secure: false, requireTls: false, from: 'Học viện <no-reply@hocvien.local>', timeoutMs: 500 });
    const offline = await startNest(down);
    try {
      const withServerDown = sendReceiptOnOrderPaid.bind({ commands: offline.get(CommandBus), clock });
      await expect(withServerDown.react(paid)).rejects.toThrow();
      expect(await receiptEvents(orderIdOf(paid))).toEqual([]);
      expect(receiptsTo('cho@example.vn')).toEqual([]);

      await sendReceiptOnOrderPaid.bind({ commands: nest.get(CommandBus), clock }).react(paid);
      expect(await receiptEvents(orderIdOf(paid))).toEqual(['ReceiptSent']);
      expect(receiptsTo('cho@example.vn')).toHaveLength(1);
    } finally {
      await offline.close();
      await down.close();
    }
  });
});

const orderIdOf = (paid: RecordedEvent) => String(paid.data.orderId);

function metadataNow() {
  return { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: '2026-12-01T09:00:00.000Z' };
}
