import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { receiptDecider } from './receipt.decider';
import type { ReceiptEvent } from './receipt.events';

const given = deciderSpec(receiptDecider);
const sent = { orderId: 'o1', buyerId: 'u-buyer', messageId: '<receipt.o1@hocvien.local>', sentAt: '2026-12-01T09:05:00.000Z' };
const notSent = { orderId: 'o1', buyerId: 'u-buyer', reason: 'no_address' as const, at: '2026-12-01T09:05:00.000Z' };
const sentEvent: ReceiptEvent = { type: 'ReceiptSent', data: sent };

describe('the receipt of an order', () => {
  it('records the receipt sent', () => {
    given([]).when({ type: 'RecordReceiptSent', data: sent }).then([sentEvent]);
  });

  it('records once: a redelivered payment finds it sent and records nothing', () => {
    given([sentEvent]).when({ type: 'RecordReceiptSent', data: { ...sent, sentAt: '2026-12-01T09:06:00.000Z' } }).then([]);
    given([sentEvent]).when({ type: 'RecordReceiptNotSent', data: notSent }).then([]);
  });

  it('records why none went out, once, and then never sends one late', () => {
    given([]).when({ type: 'RecordReceiptNotSent', data: notSent }).then([{ type: 'ReceiptNotSent', data: notSent }]);
    given([{ type: 'ReceiptNotSent', data: notSent }]).when({ type: 'RecordReceiptSent', data: sent }).then([]);
  });

  it('keeps each order’s receipt in its own stream', () => {
    expect(receiptDecider.streamIdOf({ type: 'RecordReceiptSent', data: sent })).toBe('commerce_receipt-o1');
  });
});
