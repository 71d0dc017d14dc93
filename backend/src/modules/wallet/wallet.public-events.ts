import { z } from 'zod';
import { definePublicEvents, type PublicEvent } from '../../platform/reactions/public-events';
import type { BonusCodeEvent } from './domain/bonus-code/bonus-code.events';
import type { DepositEvent } from './domain/deposit/deposit.events';
import type { BonusExpiryNoticeEvent } from './domain/bonus-expiry-notice/bonus-expiry-notice.events';
import type { WalletEvent } from './domain/wallet/wallet.events';

const id = z.string().min(1);
const at = z.string().min(1);
const money = z.number().int().min(0);
const lotPart = z.object({ lotId: id, amount: money });

/**
 * Every movement of a user's money, the deposits that bring it, and the claims that grant bonus lots: the wallet's own
 * reactions, notifications, marketing and affiliate read these. Ids and amounts only. A contract:
 * never renamed or narrowed, only extended.
 */
export const walletPublicEvents = definePublicEvents<WalletEvent | BonusCodeEvent | BonusExpiryNoticeEvent | DepositEvent>()({
  DepositCredited: z.object({ userId: id, depositId: id, amount: money, at }),
  RefundCredited: z.object({ userId: id, orderId: id, orderCode: z.string(), amount: money, at }),
  WalletAdjusted: z.object({ userId: id, adjustmentId: id, direction: z.enum(['credit', 'debit']), amount: money, reason: z.string(), by: id, at }),
  BonusLotGranted: z.object({ userId: id, lotId: id, amount: money, expiresAt: at, at }),
  WalletPaid: z.object({ userId: id, orderId: id, orderCode: z.string(), amount: money, fromBonus: z.array(lotPart), fromMain: money, at }),
  WalletPaymentRefunded: z.object({ userId: id, orderId: id, orderCode: z.string(), amount: money, toBonus: z.array(lotPart), toMain: money, lapsed: z.array(lotPart), at }),
  BonusLotExpired: z.object({ userId: id, lotId: id, amount: money, at }),
  BonusLotExpiryAnnounced: z.object({ userId: id, lotId: id, amount: money, expiresAt: at, at }),
  DepositRequested: z.object({ code: id, userId: id, amount: money, expiresAt: at, at }),
  DepositPaid: z.object({ code: id, userId: id, transferId: id, amountRequested: money, amountCredited: money, acceptedBy: z.string().nullable(), at }),
  BonusCodeClaimed: z.object({ code: z.string(), bonusCodeId: id, userId: id, lotId: id, amount: money, expiresAt: at, at }),
});

export type WalletPublicEvent = PublicEvent<typeof walletPublicEvents>;
