import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { DepositCommand, depositDecider } from './deposit.decider';
import type { DepositEvent, DepositHoldReason } from './deposit.events';

const given = deciderSpec(depositDecider);

const code = 'NT00A1B2C3D4X';
const userId = 'u1';
const at = '2027-01-10T08:00:00.000Z';
const expiresAt = '2027-01-10T09:00:00.000Z';
const inTime = '2027-01-10T08:10:00.000Z';
const late = '2027-01-10T09:00:00.000Z';
const bounds = { minAmount: 10_000, maxAmount: 100_000_000 };

const requestDeposit = (amount = 200_000, by = userId): DepositCommand => ({ type: 'RequestDeposit', data: { code, userId: by, amount, ...bounds, expiresAt, at } });
const requested: DepositEvent = { type: 'DepositRequested', data: { code, userId, amount: 200_000, expiresAt, at } };
const transfer = (transferId: string, amount: number, when = inTime): DepositCommand => ({ type: 'RecordDepositTransfer', data: { code, transferId, amount, at: when } });
const paid = (transferId: string, amountCredited: number, when = inTime, acceptedBy: string | null = null): DepositEvent => ({
  type: 'DepositPaid',
  data: { code, userId, transferId, amountRequested: 200_000, amountCredited, acceptedBy, at: when },
});
const held = (transferId: string, amount: number, reason: DepositHoldReason, when = inTime): DepositEvent => ({
  type: 'DepositTransferHeld',
  data: { code, userId, transferId, amount, reason, at: when },
});
const accept = (transferId: string, amount: number): DepositCommand => ({ type: 'AcceptDepositTransfer', data: { code, transferId, amount, by: 'admin-1', at: late } });

describe('deposit decider', () => {
  it('decides on the stream named by the memo code', () => {
    expect(depositDecider.streamIdOf(requestDeposit())).toBe(`wallet_deposit-${code}`);
  });

  describe('request a deposit', () => {
    it('records the amount asked and the deadline', () => {
      given([]).when(requestDeposit()).then([requested]);
    });

    it('records nothing for a retried request, and refuses the code to anyone else or for another amount', () => {
      given([requested]).when(requestDeposit()).then([]);
      given([requested]).when(requestDeposit(200_000, 'u2')).thenThrows('DEPOSIT_CODE_TAKEN');
      given([requested]).when(requestDeposit(300_000)).thenThrows('DEPOSIT_CODE_TAKEN');
    });

    it('refuses amounts outside the bounds, fractions and zero', () => {
      given([]).when(requestDeposit(9_999)).thenThrows('DEPOSIT_AMOUNT_TOO_SMALL');
      given([]).when(requestDeposit(100_000_001)).thenThrows('DEPOSIT_AMOUNT_TOO_LARGE');
      given([]).when(requestDeposit(10_000.5)).thenThrows('WALLET_AMOUNT_INVALID');
      given([]).when(requestDeposit(0)).thenThrows('WALLET_AMOUNT_INVALID');
    });
  });

  describe('a transfer names the deposit', () => {
    it('pays it with the exact amount in time', () => {
      given([requested]).when(transfer('sepay-1', 200_000)).then([paid('sepay-1', 200_000)]);
    });

    it('credits all of an over-payment, recorded as what arrived beside what was asked', () => {
      given([requested]).when(transfer('sepay-1', 250_000)).then([paid('sepay-1', 250_000)]);
    });

    it('records one transfer once, however often SePay repeats it', () => {
      given([requested, paid('sepay-1', 200_000)]).when(transfer('sepay-1', 200_000)).then([]);
      given([requested, held('sepay-1', 50_000, 'short')]).when(transfer('sepay-1', 50_000)).then([]);
    });

    it('holds a short, a late and a second transfer for an admin, crediting nothing', () => {
      given([requested]).when(transfer('sepay-1', 199_999)).then([held('sepay-1', 199_999, 'short')]);
      given([requested]).when(transfer('sepay-1', 200_000, late)).then([held('sepay-1', 200_000, 'late', late)]);
      given([requested, paid('sepay-1', 200_000)]).when(transfer('sepay-2', 200_000)).then([held('sepay-2', 200_000, 'not_pending')]);
    });

    it('refuses a transfer for a deposit nobody requested, and amounts that are no money', () => {
      given([]).when(transfer('sepay-1', 200_000)).thenThrows('DEPOSIT_NOT_FOUND');
      given([requested]).when(transfer('sepay-1', 0)).thenThrows('WALLET_AMOUNT_INVALID');
      given([requested]).when(transfer('sepay-1', 1.5)).thenThrows('WALLET_AMOUNT_INVALID');
    });
  });

  describe('an admin accepts a held transfer', () => {
    it('pays the deposit with what arrived, naming the admin, once', () => {
      const history = [requested, held('sepay-1', 150_000, 'short')];
      given(history).when(accept('sepay-1', 150_000)).then([{ ...paid('sepay-1', 150_000, late, 'admin-1') }]);
      given([...history, paid('sepay-1', 150_000, late, 'admin-1')]).when(accept('sepay-1', 150_000)).then([]);
    });

    it('refuses when another transfer already paid the deposit', () => {
      given([requested, paid('sepay-1', 200_000), held('sepay-2', 200_000, 'not_pending')]).when(accept('sepay-2', 200_000)).thenThrows('DEPOSIT_NOT_PENDING');
    });
  });
});
