/**
 * Randomised checks of the wallet ledger's money rules over random command sequences. This file sits
 * beside domain/ rather than in it because the seeded generator lives in platform/testing, which
 * domain/ may not import. fast-check is not installed; a seeded loop replays any failure from its seed.
 */
import { foldEvents } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { seededRandom } from '../../platform/testing/seeded-random';
import { WalletCommand, walletDecider } from './domain/wallet/wallet.decider';
import type { WalletEvent } from './domain/wallet/wallet.events';
import { codeOf, source, userId } from './domain/wallet/wallet.fixtures';
import { bonusBalanceAt, isSpendable, WalletState } from './domain/wallet/wallet.state';

const SEED = 20270110;
const RUNS = 300;
const STEPS = 60;
const HOUR = 60 * 60 * 1000;
const START = Date.parse('2027-01-10T08:00:00.000Z');

/** A random command at `now`; ids come from small pools so repeats (redeliveries, retries) happen often. */
function randomCommand(random: () => number, now: number): WalletCommand {
  const int = (max: number) => Math.floor(random() * (max + 1));
  const pick = <T>(items: readonly T[]) => items[int(items.length - 1)];
  // Mostly realistic amounts, sometimes 1 đồng, sometimes invalid ones that must move nothing.
  const amount = () => pick([int(50) * 10_000, 1 + int(999), 1, 0, -int(1_000), 1_000.5, int(200) * 1_000]);
  const at = new Date(now).toISOString();
  const order = `o${int(7)}`;
  const lot = `l${int(5)}`;
  switch (int(7)) {
    case 0:
      return { type: 'CreditDeposit', data: { userId, depositId: `d${int(5)}`, amount: amount(), at } };
    case 1:
      return { type: 'CreditRefund', data: { userId, orderId: order, orderCode: codeOf(order), amount: amount(), at } };
    case 2:
      return {
        type: 'AdjustWallet',
        data: { userId, adjustmentId: `a${int(5)}`, direction: pick(['credit', 'debit'] as const), amount: amount(), reason: pick(['Bù tiền', ' ', 'Thu hồi']), by: 'admin-1', at },
      };
    case 3:
      return { type: 'GrantBonusLot', data: { userId, lotId: lot, amount: amount(), source, expiresAt: new Date(now + (int(96) - 4) * HOUR).toISOString(), at } };
    case 4:
    case 5:
      return { type: 'PayFromWallet', data: { userId, orderId: order, orderCode: codeOf(order), amount: amount(), at } };
    case 6:
      return { type: 'RefundWalletPayment', data: { userId, orderId: order, at } };
    default:
      return { type: 'ExpireBonusLot', data: { userId, lotId: lot, at } };
  }
}

/** The balances recomputed from the entries alone, without the decider's state: a second bookkeeper. */
function balancesFromEntries(events: readonly WalletEvent[]) {
  let main = 0;
  const lots = new Map<string, number>();
  const addToLot = (lotId: string, amount: number) => lots.set(lotId, (lots.get(lotId) ?? 0) + amount);
  for (const { type, data } of events) {
    if (type === 'DepositCredited' || type === 'RefundCredited') main += data.amount;
    if (type === 'WalletAdjusted') main += data.direction === 'credit' ? data.amount : -data.amount;
    if (type === 'BonusLotGranted') addToLot(data.lotId, data.amount);
    if (type === 'WalletPaid') {
      main -= data.fromMain;
      data.fromBonus.forEach((part) => addToLot(part.lotId, -part.amount));
    }
    if (type === 'WalletPaymentRefunded') {
      main += data.toMain;
      data.toBonus.forEach((part) => addToLot(part.lotId, part.amount));
    }
    if (type === 'BonusLotExpired') addToLot(data.lotId, -data.amount);
  }
  return { main, lots };
}

/** The rules every single decision must keep, given the state it was decided on. */
function checkDecision(command: WalletCommand, before: WalletState, events: WalletEvent[], refusal: string | null): string[] {
  const broken: string[] = [];
  const at = command.data.at;
  for (const event of events) {
    if (event.type === 'WalletPaid') {
      const { amount, fromBonus, fromMain } = event.data;
      if (fromMain + fromBonus.reduce((sum, part) => sum + part.amount, 0) !== amount) broken.push('parts do not add up to the payment');
      const lotsUsed = fromBonus.map((part) => before.lots.get(part.lotId));
      if (lotsUsed.some((lot) => lot === undefined || !isSpendable(lot, at))) broken.push('an expired lot was spent');
      const expiries = lotsUsed.map((lot) => Date.parse(lot?.expiresAt ?? ''));
      if (expiries.some((expiry, i) => i > 0 && expiry < expiries[i - 1])) broken.push('a later-expiring lot was spent first');
      const latestUsed = Math.max(...expiries, -Infinity);
      const untouched = [...before.lots.values()].filter((lot) => isSpendable(lot, at) && lot.left > (fromBonus.find((part) => part.lotId === lot.lotId)?.amount ?? 0));
      if (fromMain > 0 && untouched.length > 0) broken.push('main was spent while bonus was left');
      if (untouched.some((lot) => Date.parse(lot.expiresAt) < latestUsed)) broken.push('an earlier-expiring lot was left while a later one was spent');
    }
  }
  if (command.type === 'PayFromWallet' && Number.isSafeInteger(command.data.amount) && command.data.amount > 0 && !before.payments.has(command.data.orderId)) {
    const covered = command.data.amount <= before.main + bonusBalanceAt(before, at);
    if (covered !== (refusal === null)) broken.push(`a payment the balance ${covered ? 'covers was refused' : 'does not cover was recorded'}`);
  }
  return broken;
}

/** The rules the whole history must keep. */
function checkHistory(history: readonly WalletEvent[], state: WalletState): string[] {
  const broken: string[] = [];
  if (state.main < 0) broken.push('main below zero');
  for (const lot of state.lots.values()) {
    if (lot.left < 0 || lot.left > lot.granted) broken.push(`lot ${lot.lotId} left ${lot.left} of ${lot.granted}`);
    if (lot.expired && lot.left !== 0) broken.push(`expired lot ${lot.lotId} still holds money`);
  }
  const entries = balancesFromEntries(history);
  if (entries.main !== state.main) broken.push(`main ${state.main} but the entries add up to ${entries.main}`);
  for (const [lotId, left] of entries.lots) if (state.lots.get(lotId)?.left !== left) broken.push(`lot ${lotId} does not match its entries`);
  const onceEach = (type: WalletEvent['type'], keyOf: (event: WalletEvent) => string) => {
    const keys = history.filter((event) => event.type === type).map(keyOf);
    if (new Set(keys).size !== keys.length) broken.push(`${type} recorded twice for one key`);
  };
  onceEach('WalletPaid', (event) => (event.data as { orderId: string }).orderId);
  onceEach('WalletPaymentRefunded', (event) => (event.data as { orderId: string }).orderId);
  onceEach('BonusLotExpired', (event) => (event.data as { lotId: string }).lotId);
  onceEach('BonusLotGranted', (event) => (event.data as { lotId: string }).lotId);
  onceEach('DepositCredited', (event) => (event.data as { depositId: string }).depositId);
  onceEach('WalletAdjusted', (event) => (event.data as { adjustmentId: string }).adjustmentId);
  return broken;
}

describe('the wallet ledger, over random command sequences', () => {
  it('keeps every money rule at every step, and a replay of the stored events rebuilds the same wallet', () => {
    const random = seededRandom(SEED);
    const recorded = { payments: 0, refusedPayments: 0, expiries: 0, refunds: 0 };
    for (let run = 0; run < RUNS; run += 1) {
      let now = START;
      let state = walletDecider.initialState;
      let history: WalletEvent[] = [];
      for (let step = 0; step < STEPS; step += 1) {
        now += Math.floor(random() * 12 * HOUR);
        const command = randomCommand(random, now);
        let events: WalletEvent[] = [];
        let refusal: string | null = null;
        try {
          events = walletDecider.decide(command, state);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          refusal = error.code;
        }
        const broken = checkDecision(command, state, events, refusal);
        state = events.reduce(walletDecider.evolve, state);
        history = [...history, ...events];
        broken.push(...checkHistory(history, state));
        expect({ seed: SEED, run, step, command, events, broken }).toEqual({ seed: SEED, run, step, command, events, broken: [] });
        recorded.payments += events.filter((event) => event.type === 'WalletPaid').length;
        recorded.refusedPayments += refusal === 'WALLET_BALANCE_INSUFFICIENT' ? 1 : 0;
        recorded.expiries += events.filter((event) => event.type === 'BonusLotExpired').length;
        recorded.refunds += events.filter((event) => event.type === 'WalletPaymentRefunded').length;
      }
      // The store keeps events as JSON: the wallet folded from what it gives back is the same wallet.
      const stored = JSON.parse(JSON.stringify(history)) as WalletEvent[];
      expect(foldEvents(walletDecider, stored)).toEqual(state);
    }
    // The generator reaches every rule often enough for the checks above to mean something.
    expect(Object.values(recorded).every((count) => count > 100)).toBe(true);
  });
});
