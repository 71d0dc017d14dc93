import type { SealedData } from '../../../../platform/domain/sealed-data';
import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { GivenEvent } from '../../../../platform/testing/projection-spec';
import type { NamedPersonRow } from '../../../identity';
import type { WalletEvent } from '../../domain/wallet/wallet.events';
import { toWalletStreamId } from '../../domain/wallet/wallet.stream';
import { walletLedgerProjection } from './wallet-ledger.projection';
import {
  WALLET_LEDGER_ENTRIES_COLLECTION,
  WALLET_LEDGER_LOTS_COLLECTION,
  WALLET_LEDGER_TOTALS_COLLECTION,
  WalletLedgerEntryRow,
  WalletLotRow,
  walletPeople,
  WalletTotalsRow,
} from './wallet-ledger.read-model';

const at = '2027-01-10T08:00:00.000Z';
const later = '2027-01-11T08:00:00.000Z';
const lotExpiry = '2027-02-10T08:00:00.000Z';
const details = (name: string, email: string) => ({ name, email, phoneNumber: '0912345678', age: 30, avatarUrl: null });
const source = { kind: 'bonus_code' as const, code: 'TET2027', bonusCodeId: 'b1' };

/** Identity's events as recorded; the wallet reads only what their public contract names. */
const registered = (uid: string, personal: SealedData): GivenEvent => ({
  type: 'UserAccountRegistered',
  data: { uid, role: 'student', personal, emailVerified: true, source: 'self', registeredBy: null, registeredAt: at },
  streamId: `identity_user-${uid}`,
});
const profileUpdated = (uid: string, personal: SealedData): GivenEvent => ({ type: 'UserProfileUpdated', data: { uid, personal, updatedAt: later }, streamId: `identity_user-${uid}` });
const deleted = (uid: string): GivenEvent => ({ type: 'UserAccountDeleted', data: { uid, by: uid, at: later }, streamId: `identity_user-${uid}` });

/** A wallet event on its user's stream. */
const onWallet = (event: WalletEvent): GivenEvent => ({ ...event, streamId: toWalletStreamId(event.data.userId) });
const deposit = (userId: string, depositId: string, amount: number, when = at) => onWallet({ type: 'DepositCredited', data: { userId, depositId, amount, at: when } });
const adjusted = (userId: string, adjustmentId: string, direction: 'credit' | 'debit', amount: number, reason: string, by: string) =>
  onWallet({ type: 'WalletAdjusted', data: { userId, adjustmentId, direction, amount, reason, by, at: later } });
const granted = (userId: string, lotId: string, amount: number) => onWallet({ type: 'BonusLotGranted', data: { userId, lotId, amount, source, expiresAt: lotExpiry, at } });
const paid = (userId: string, orderId: string, fromBonus: Array<{ lotId: string; amount: number }>, fromMain: number) => {
  const amount = fromMain + fromBonus.reduce((sum, part) => sum + part.amount, 0);
  return onWallet({ type: 'WalletPaid', data: { userId, orderId, orderCode: `DH-${orderId}`, amount, fromBonus, fromMain, at: later } });
};

const entry = (overrides: Partial<WalletLedgerEntryRow> & Pick<WalletLedgerEntryRow, 'id' | 'type' | 'amount' | 'detail'>): WalletLedgerEntryRow => ({
  date: at,
  userId: 'u1',
  userName: 'Nguyễn Văn Ví',
  userEmail: 'vi@example.vn',
  balance: 'main',
  ...overrides,
});

describe('wallet ledger projection', () => {
  let spec: ProjectionSpec;
  let holder: SealedData;
  let holderRenamed: SealedData;
  let admin: SealedData;
  let bystander: SealedData;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(walletLedgerProjection);
    holder = await spec.vault.seal('u1', details('Nguyễn Văn Ví', 'vi@example.vn'));
    holderRenamed = await spec.vault.seal('u1', details('Nguyễn Thị Ví', 'vi.moi@example.vn'));
    admin = await spec.vault.seal('admin1', details('Quản Trị', 'qt@example.vn'));
    bystander = await spec.vault.seal('u2', details('Chỉ Xem', 'xem@example.vn'));
  });
  afterAll(() => spec.close());

  it('records every movement once, signed, with its holder named and what it was (every event applied twice)', async () => {
    await spec
      .givenEvents(
        registered('u1', holder),
        registered('admin1', admin),
        deposit('u1', 'dep1', 200_000),
        granted('u1', 'lot1', 50_000),
        paid('u1', 'o1', [{ lotId: 'lot1', amount: 50_000 }], 100_000),
        adjusted('u1', 'adj1', 'debit', 30_000, 'Trừ tiền nạp nhầm', 'admin1'),
        onWallet({ type: 'RefundCredited', data: { userId: 'u1', orderId: 'o2', orderCode: 'DH-o2', amount: 99_000, at: later } }),
      )
      .thenRows<WalletLedgerEntryRow>(WALLET_LEDGER_ENTRIES_COLLECTION, [
        entry({ id: 'adjustment:u1:adj1', date: later, type: 'adjustment', amount: -30_000, detail: { kind: 'adjustment', reason: 'Trừ tiền nạp nhầm', by: 'admin1' } }),
        entry({ id: 'bonus:u1:lot1', type: 'bonus', amount: 50_000, balance: 'bonus', detail: { kind: 'bonus', code: 'TET2027', expiresAt: lotExpiry } }),
        entry({ id: 'deposit:u1:dep1', type: 'deposit', amount: 200_000, detail: { kind: 'deposit', depositId: 'dep1' } }),
        entry({ id: 'order_refund:u1:o2', date: later, type: 'order_refund', amount: 99_000, detail: { kind: 'order_refund', orderCode: 'DH-o2' } }),
        entry({ id: 'payment:u1:o1', date: later, type: 'payment', amount: -150_000, balance: 'both', detail: { kind: 'payment', orderCode: 'DH-o1', fromBonus: 50_000, fromMain: 100_000 } }),
      ]);
  });

  it('keeps the totals of the stat cards exact: main, bonus held and deposited, through payments, refunds and expiry', async () => {
    const history = [
      deposit('u1', 'dep1', 200_000),
      deposit('u2', 'dep2', 100_000),
      granted('u1', 'lot1', 50_000),
      granted('u1', 'lot2', 30_000),
      paid('u1', 'o1', [{ lotId: 'lot1', amount: 40_000 }], 60_000),
      onWallet({
        type: 'WalletPaymentRefunded',
        data: { userId: 'u1', orderId: 'o1', orderCode: 'DH-o1', amount: 100_000, toBonus: [{ lotId: 'lot1', amount: 40_000 }], toMain: 60_000, lapsed: [], at: later },
      }),
      paid('u1', 'o3', [{ lotId: 'lot1', amount: 50_000 }, { lotId: 'lot2', amount: 10_000 }], 0),
      onWallet({ type: 'BonusLotExpired', data: { userId: 'u1', lotId: 'lot2', amount: 20_000, at: lotExpiry } }),
      onWallet({ type: 'BonusLotExpired', data: { userId: 'u1', lotId: 'lot1', amount: 0, at: lotExpiry } }),
      adjusted('u2', 'adj1', 'credit', 5_000, 'Bù phí chuyển khoản', 'admin1'),
    ];
    await spec.givenEvents(...history).thenRows<WalletTotalsRow>(WALLET_LEDGER_TOTALS_COLLECTION, [{ id: 'all', main: 305_000, bonusHeld: 0, deposited: 300_000 }]);
    await spec.givenEvents(...history).thenRows<WalletLotRow>(WALLET_LEDGER_LOTS_COLLECTION, [
      { id: 'lot1', userId: 'u1', code: 'TET2027', left: 0, expiresAt: lotExpiry, expired: true },
      { id: 'lot2', userId: 'u1', code: 'TET2027', left: 0, expiresAt: lotExpiry, expired: true },
    ]);
    // A spent-out lot closes with nothing moved: no entry for it; the other expiry takes its rest.
    const rows = await spec.store.collection<WalletLedgerEntryRow>(WALLET_LEDGER_ENTRIES_COLLECTION).find({ filter: { type: 'bonus_expired' } });
    expect(rows.items.map((row) => [row.id, row.amount, row.balance])).toEqual([['bonus_expired:u1:lot2', -20_000, 'bonus']]);
    const refund = await spec.store.collection<WalletLedgerEntryRow>(WALLET_LEDGER_ENTRIES_COLLECTION).get('payment_refund:u1:o1');
    expect(refund).toMatchObject({ amount: 100_000, balance: 'both', detail: { toBonus: 40_000, toMain: 60_000, lapsed: 0 } });
  });

  it('counts what is left of a lot through a payment and its refund, and names a lapsed part without counting it', async () => {
    const history = [
      granted('u1', 'lot1', 50_000),
      paid('u1', 'o1', [{ lotId: 'lot1', amount: 50_000 }], 0),
      onWallet({ type: 'BonusLotExpired', data: { userId: 'u1', lotId: 'lot1', amount: 0, at: lotExpiry } }),
      onWallet({
        type: 'WalletPaymentRefunded',
        data: { userId: 'u1', orderId: 'o1', orderCode: 'DH-o1', amount: 50_000, toBonus: [], toMain: 0, lapsed: [{ lotId: 'lot1', amount: 50_000 }], at: lotExpiry },
      }),
    ];
    await spec.givenEvents(...history).thenRows<WalletTotalsRow>(WALLET_LEDGER_TOTALS_COLLECTION, [{ id: 'all', main: 0, bonusHeld: 0, deposited: 0 }]);
    const refund = await spec.store.collection<WalletLedgerEntryRow>(WALLET_LEDGER_ENTRIES_COLLECTION).get('payment_refund:u1:o1');
    expect(refund).toMatchObject({ amount: 0, detail: { toBonus: 0, toMain: 0, lapsed: 50_000 } });
  });

  it('renames every entry of a holder who edits their profile, and blanks them when the account is deleted', async () => {
    const history = [registered('u1', holder), deposit('u1', 'dep1', 100_000), deposit('u1', 'dep2', 50_000), profileUpdated('u1', holderRenamed)];
    const names = async () =>
      (await spec.store.collection<WalletLedgerEntryRow>(WALLET_LEDGER_ENTRIES_COLLECTION).find({ sort: [{ field: 'id', direction: 'asc' }] })).items.map((row) => [row.id, row.userName, row.userEmail]);
    await spec.givenEvents(...history).thenRows<NamedPersonRow>(walletPeople.collection, [
      { id: 'u1', sealed: holderRenamed, shown: true, name: 'Nguyễn Thị Ví', email: 'vi.moi@example.vn' },
    ]);
    expect(await names()).toEqual([
      ['deposit:u1:dep1', 'Nguyễn Thị Ví', 'vi.moi@example.vn'],
      ['deposit:u1:dep2', 'Nguyễn Thị Ví', 'vi.moi@example.vn'],
    ]);
    await spec.givenEvents(...history, deleted('u1')).thenRows<NamedPersonRow>(walletPeople.collection, []);
    expect(await names()).toEqual([
      ['deposit:u1:dep1', null, null],
      ['deposit:u1:dep2', null, null],
    ]);
  });

  it('opens the details of wallet holders and adjusters only; everyone else stays sealed', async () => {
    await spec
      .givenEvents(registered('u1', holder), registered('admin1', admin), registered('u2', bystander), adjusted('u1', 'adj1', 'credit', 10_000, 'Quà tri ân', 'admin1'))
      .thenRows<NamedPersonRow>(walletPeople.collection, [
        { id: 'admin1', sealed: admin, shown: true, name: 'Quản Trị', email: 'qt@example.vn' },
        { id: 'u1', sealed: holder, shown: true, name: 'Nguyễn Văn Ví', email: 'vi@example.vn' },
        { id: 'u2', sealed: bystander, shown: false, name: null, email: null },
      ]);
  });
});
