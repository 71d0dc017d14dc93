import { foldEvents } from '../../../../platform/domain/decider';
import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { WalletCommand, walletDecider } from './wallet.decider';
import type { LotPart, WalletEvent } from './wallet.events';
import { at, codeOf, creditDeposit, depositCredited, grantLot, lotGranted, payFromWallet, userId } from './wallet.fixtures';
import { bonusBalanceAt } from './wallet.state';

const given = deciderSpec(walletDecider);

const soon = '2027-01-20T00:00:00.000Z';
const later = '2027-02-20T00:00:00.000Z';
const afterSoon = '2027-01-25T00:00:00.000Z';

const paid = (orderId: string, amount: number, fromBonus: LotPart[], fromMain: number, when = at): WalletEvent => ({
  type: 'WalletPaid',
  data: { userId, orderId, orderCode: codeOf(orderId), amount, fromBonus, fromMain, at: when },
});
const adjust = (direction: 'credit' | 'debit', amount: number, reason = 'Bù tiền lỗi thanh toán', adjustmentId = 'adj1'): WalletCommand => ({
  type: 'AdjustWallet',
  data: { userId, adjustmentId, direction, amount, reason, by: 'admin-1', at },
});
const adjusted = (direction: 'credit' | 'debit', amount: number, reason = 'Bù tiền lỗi thanh toán', adjustmentId = 'adj1'): WalletEvent => ({
  type: 'WalletAdjusted',
  data: { userId, adjustmentId, direction, amount, reason, by: 'admin-1', at },
});
const creditRefund = (orderId: string, amount: number): WalletCommand => ({ type: 'CreditRefund', data: { userId, orderId, orderCode: codeOf(orderId), amount, at } });
const refundPayment = (orderId: string, when = at): WalletCommand => ({ type: 'RefundWalletPayment', data: { userId, orderId, at: when } });
const expire = (lotId: string, when: string): WalletCommand => ({ type: 'ExpireBonusLot', data: { userId, lotId, at: when } });
const expired = (lotId: string, amount: number, when: string): WalletEvent => ({ type: 'BonusLotExpired', data: { userId, lotId, amount, at: when } });

/** 300.000 ₫ main, a lot of 50.000 ₫ expiring later and one of 30.000 ₫ expiring soon. */
const funded: WalletEvent[] = [depositCredited(300_000), lotGranted('late', 50_000, later), lotGranted('early', 30_000, soon)];

describe('wallet decider', () => {
  it('decides on the user’s stream', () => {
    expect(walletDecider.streamIdOf(creditDeposit(1_000))).toBe('wallet_wallet-u1');
  });

  describe('credit the main balance', () => {
    it('credits a paid deposit once, however often the webhook repeats it', () => {
      given([]).when(creditDeposit(200_000)).then([depositCredited(200_000)]);
      given([depositCredited(200_000)]).when(creditDeposit(200_000)).then([]);
      given([depositCredited(200_000)]).when(creditDeposit(100_000, 'dep2')).then([depositCredited(100_000, 'dep2')]);
    });

    it.each([0, -1, 1_000.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses the amount %p', (amount) => {
      given([]).when(creditDeposit(amount)).thenThrows('WALLET_AMOUNT_INVALID');
      given([]).when(creditRefund('o1', amount)).thenThrows('WALLET_AMOUNT_INVALID');
      given([]).when(adjust('credit', amount)).thenThrows('WALLET_AMOUNT_INVALID');
      given([]).when(grantLot('l1', amount, later)).thenThrows('WALLET_AMOUNT_INVALID');
    });

    it('refuses a credit that would take the wallet past the largest exact amount', () => {
      given([depositCredited(Number.MAX_SAFE_INTEGER - 10)]).when(creditDeposit(11, 'dep2')).thenThrows('WALLET_AMOUNT_INVALID');
      given([lotGranted('l1', Number.MAX_SAFE_INTEGER - 10, later)]).when(creditDeposit(11)).thenThrows('WALLET_AMOUNT_INVALID');
    });

    it('credits a refund of a transfer-paid order once, and refuses it for an order paid from the wallet', () => {
      const refunded: WalletEvent = { type: 'RefundCredited', data: { userId, orderId: 'o1', orderCode: codeOf('o1'), amount: 99_000, at } };
      given([]).when(creditRefund('o1', 99_000)).then([refunded]);
      given([refunded]).when(creditRefund('o1', 99_000)).then([]);
      given([...funded, paid('o2', 10_000, [{ lotId: 'early', amount: 10_000 }], 0)])
        .when(creditRefund('o2', 10_000))
        .thenThrows('WALLET_REFUND_PAID_FROM_WALLET');
    });
  });

  describe('admin adjustments', () => {
    it('credits or debits the main balance with the reason (trimmed) and the admin, once per adjustment id', () => {
      given([]).when(adjust('credit', 50_000, '  Bù tiền lỗi thanh toán ')).then([adjusted('credit', 50_000)]);
      given([adjusted('credit', 50_000)]).when(adjust('credit', 50_000)).then([]);
      given(funded).when(adjust('debit', 300_000, 'Thu hồi nạp nhầm')).then([adjusted('debit', 300_000, 'Thu hồi nạp nhầm')]);
    });

    it('requires a reason', () => {
      given(funded).when(adjust('credit', 1_000, '   ')).thenThrows('WALLET_ADJUSTMENT_REASON_REQUIRED');
      given(funded).when(adjust('debit', 1_000, '')).thenThrows('WALLET_ADJUSTMENT_REASON_REQUIRED');
    });

    it('never debits below zero, and never touches bonus money', () => {
      // 380.000 ₫ in all, but only the 300.000 ₫ of main can be taken back by hand.
      given(funded).when(adjust('debit', 300_001)).thenThrows('WALLET_ADJUSTMENT_EXCEEDS_BALANCE');
      given([]).when(adjust('debit', 1)).thenThrows('WALLET_ADJUSTMENT_EXCEEDS_BALANCE');
      given(funded).when(adjust('debit', 0)).thenThrows('WALLET_AMOUNT_INVALID');
    });
  });

  describe('grant a bonus lot', () => {
    it('records the lot with its source and expiry, once per lot id', () => {
      given([]).when(grantLot('l1', 50_000, later)).then([lotGranted('l1', 50_000, later)]);
      given([lotGranted('l1', 50_000, later)]).when(grantLot('l1', 50_000, later)).then([]);
    });

    it('refuses a lot that would be born expired, or whose expiry is not a date', () => {
      given([]).when(grantLot('l1', 50_000, at)).thenThrows('WALLET_BONUS_EXPIRY_INVALID');
      given([]).when(grantLot('l1', 50_000, 'tết')).thenThrows('WALLET_BONUS_EXPIRY_INVALID');
    });
  });

  describe('pay an order', () => {
    it('spends bonus first, the earliest-expiring lot first, then main', () => {
      given(funded).when(payFromWallet('o1', 20_000)).then([paid('o1', 20_000, [{ lotId: 'early', amount: 20_000 }], 0)]);
      given(funded)
        .when(payFromWallet('o1', 100_000))
        .then([paid('o1', 100_000, [{ lotId: 'early', amount: 30_000 }, { lotId: 'late', amount: 50_000 }], 20_000)]);
    });

    it('breaks a tie between equal expiries by the lot granted first', () => {
      given([lotGranted('b', 10_000, soon), lotGranted('a', 10_000, soon)])
        .when(payFromWallet('o1', 15_000))
        .then([paid('o1', 15_000, [{ lotId: 'b', amount: 10_000 }, { lotId: 'a', amount: 5_000 }], 0)]);
    });

    it('pays the whole balance exactly, and refuses one đồng more without spending anything', () => {
      given(funded)
        .when(payFromWallet('o1', 380_000))
        .then([paid('o1', 380_000, [{ lotId: 'early', amount: 30_000 }, { lotId: 'late', amount: 50_000 }], 300_000)]);
      given(funded).when(payFromWallet('o1', 380_001)).thenThrows('WALLET_BALANCE_INSUFFICIENT');
      given([]).when(payFromWallet('o1', 1)).thenThrows('WALLET_BALANCE_INSUFFICIENT');
    });

    it('never spends a lot whose time has passed, even before the worker closed it', () => {
      given(funded)
        .when(payFromWallet('o1', 60_000, afterSoon))
        .then([paid('o1', 60_000, [{ lotId: 'late', amount: 50_000 }], 10_000, afterSoon)]);
      given(funded).when(payFromWallet('o1', 350_001, afterSoon)).thenThrows('WALLET_BALANCE_INSUFFICIENT');
      // The very instant of expiry is already too late.
      given(funded).when(payFromWallet('o1', 10_000, soon)).then([paid('o1', 10_000, [{ lotId: 'late', amount: 10_000 }], 0, soon)]);
    });

    it('never spends an expired lot', () => {
      given([...funded, expired('early', 30_000, afterSoon)])
        .when(payFromWallet('o1', 80_000))
        .then([paid('o1', 80_000, [{ lotId: 'late', amount: 50_000 }], 30_000)]);
    });

    it('records a payment once: the same order id again records nothing', () => {
      const first = paid('o1', 20_000, [{ lotId: 'early', amount: 20_000 }], 0);
      given([...funded, first]).when(payFromWallet('o1', 20_000)).then([]);
    });

    it.each([0, -5_000, 1_000.5])('refuses the amount %p', (amount) => {
      given(funded).when(payFromWallet('o1', amount)).thenThrows('WALLET_AMOUNT_INVALID');
    });
  });

  describe('refund a wallet payment', () => {
    const payment = paid('o1', 100_000, [{ lotId: 'early', amount: 30_000 }, { lotId: 'late', amount: 50_000 }], 20_000);

    it('gives each part back where it came from, once', () => {
      const refunded: WalletEvent = {
        type: 'WalletPaymentRefunded',
        data: { userId, orderId: 'o1', orderCode: codeOf('o1'), amount: 100_000, toBonus: [{ lotId: 'early', amount: 30_000 }, { lotId: 'late', amount: 50_000 }], toMain: 20_000, lapsed: [], at },
      };
      given([...funded, payment]).when(refundPayment('o1')).then([refunded]);
      given([...funded, payment, refunded]).when(refundPayment('o1')).then([]);
      const state = foldEvents(walletDecider, [...funded, payment, refunded]);
      expect({ main: state.main, bonus: bonusBalanceAt(state, at) }).toEqual({ main: 300_000, bonus: 80_000 });
    });

    it('lets a bonus part lapse when its lot has expired or its time has passed', () => {
      const lapsedAfterSoon: WalletEvent = {
        type: 'WalletPaymentRefunded',
        data: { userId, orderId: 'o1', orderCode: codeOf('o1'), amount: 100_000, toBonus: [{ lotId: 'late', amount: 50_000 }], toMain: 20_000, lapsed: [{ lotId: 'early', amount: 30_000 }], at: afterSoon },
      };
      given([...funded, payment]).when(refundPayment('o1', afterSoon)).then([lapsedAfterSoon]);
      given([...funded, payment, expired('early', 0, afterSoon)]).when(refundPayment('o1', afterSoon)).then([lapsedAfterSoon]);
    });

    it('refuses an order the wallet never paid', () => {
      given(funded).when(refundPayment('o9')).thenThrows('WALLET_PAYMENT_NOT_FOUND');
    });

    it('pays an order again only under a new id: a refunded order records nothing', () => {
      const refunded = walletDecider.decide(refundPayment('o1'), foldEvents(walletDecider, [...funded, payment]));
      given([...funded, payment, ...refunded]).when(payFromWallet('o1', 100_000)).then([]);
    });
  });

  describe('expire a bonus lot', () => {
    it('closes the lot with what was left, only once its time has come, and only once', () => {
      given(funded).when(expire('early', soon)).then([expired('early', 30_000, soon)]);
      given(funded).when(expire('early', '2027-01-19T23:59:59.999Z')).thenThrows('WALLET_BONUS_LOT_NOT_EXPIRED');
      given([...funded, expired('early', 30_000, soon)]).when(expire('early', afterSoon)).then([]);
    });

    it('closes a partly or wholly spent lot with what is left of it', () => {
      const spent = paid('o1', 30_000, [{ lotId: 'early', amount: 30_000 }], 0);
      given([...funded, spent]).when(expire('early', afterSoon)).then([expired('early', 0, afterSoon)]);
      const partly = paid('o1', 10_000, [{ lotId: 'early', amount: 10_000 }], 0);
      given([...funded, partly]).when(expire('early', afterSoon)).then([expired('early', 20_000, afterSoon)]);
    });

    it('refuses a lot the wallet never had', () => {
      given(funded).when(expire('nope', afterSoon)).thenThrows('WALLET_BONUS_LOT_NOT_FOUND');
    });

    it('leaves the expired money out of the balance for good', () => {
      const state = foldEvents(walletDecider, [...funded, expired('early', 30_000, soon)]);
      expect({ main: state.main, bonus: bonusBalanceAt(state, at) }).toEqual({ main: 300_000, bonus: 50_000 });
    });
  });
});
