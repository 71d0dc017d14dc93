import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { BankTransferCommand, bankTransferDecider } from './bank-transfer.decider';
import type { BankTransferEvent, TransferReceived } from './bank-transfer.events';

const given = deciderSpec(bankTransferDecider);
const at = '2026-12-01T09:10:00.000Z';
const transferId = 'sepay-92704';

const transfer: TransferReceived['data'] = {
  transferId,
  gateway: 'Vietcombank',
  accountNumber: '0071000888888',
  amount: 538_200,
  content: 'DH0000ABCD12X chuyen tien',
  code: null,
  referenceCode: 'FT26335',
  transactionDate: '2026-12-01 16:10:00',
  receivedAt: at,
};
const received: BankTransferEvent = { type: 'TransferReceived', data: transfer };
const held: BankTransferEvent = { type: 'TransferHeld', data: { transferId, reason: 'short', orderId: 'o1', orderCode: 'DH0000ABCD12X', expectedAmount: 600_000, at } };
const receive: BankTransferCommand = { type: 'ReceiveTransfer', data: transfer };
const settle: BankTransferCommand = { type: 'SettleTransfer', data: { transferId, orderId: 'o1', at } };
const resolve = (action: 'match' | 'return' | 'ignore', note = 'Đã gọi điện cho học viên', orderId: string | null = 'o1'): BankTransferCommand => ({
  type: 'ResolveTransfer',
  data: { transferId, action, orderId, depositCode: null, note, by: 'admin-1', at },
});

describe('bank transfer decider', () => {
  it('records a transfer once, however often the webhook brings it', () => {
    given([]).when(receive).then([received]);
    given([received]).when(receive).then([]);
  });

  it('settles a received transfer once: it paid an order, or it is held', () => {
    given([received]).when(settle).then([{ type: 'TransferPaidOrder', data: settle.data }]);
    given([received, held]).when(settle).then([]);
    given([received, { type: 'TransferPaidOrder', data: settle.data }]).when({ type: 'HoldTransfer', data: held.data }).then([]);
  });

  it('settles a transfer that paid a wallet deposit once, and holds it no more', () => {
    const paidDeposit: BankTransferEvent = { type: 'TransferPaidDeposit', data: { transferId, depositCode: 'NT0000ABCD12X', at } };
    given([received]).when({ type: 'SettleDepositTransfer', data: paidDeposit.data }).then([paidDeposit]);
    given([received, paidDeposit]).when({ type: 'SettleDepositTransfer', data: paidDeposit.data }).then([]);
    given([received, paidDeposit]).when({ type: 'HoldTransfer', data: held.data }).then([]);
  });

  it('lets a match name a deposit instead of an order', () => {
    const matchDeposit: BankTransferCommand = {
      type: 'ResolveTransfer',
      data: { transferId, action: 'match', orderId: null, depositCode: 'NT0000ABCD12X', note: 'Khách nạp thiếu', by: 'admin-1', at },
    };
    expect(given([received, held]).when(matchDeposit).decided()).toHaveLength(1);
  });

  it('lets an admin resolve a held transfer once, with a note', () => {
    const [resolved] = given([received, held]).when(resolve('return')).decided();
    expect(resolved).toEqual({ type: 'TransferResolved', data: { ...(resolve('return').data as object) } });
    given([received, held, resolved]).when(resolve('return')).then([]);
    given([received, held, resolved]).when(resolve('ignore')).thenThrows('PAYMENT_REVIEW_CLOSED');
  });

  it('refuses to resolve a transfer that paid its order, a blank note, and a match without an order', () => {
    given([received, { type: 'TransferPaidOrder', data: settle.data }]).when(resolve('ignore')).thenThrows('PAYMENT_REVIEW_CLOSED');
    given([received, held]).when(resolve('ignore', '  ')).thenThrows('PAYMENT_REVIEW_NOTE_REQUIRED');
    given([received, held]).when(resolve('match', 'ok', null)).thenThrows('PAYMENT_MATCH_ORDER_REQUIRED');
    given([]).when(settle).thenThrows('PAYMENT_TRANSFER_NOT_FOUND');
  });
});
