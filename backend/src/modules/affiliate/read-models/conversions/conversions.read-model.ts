import type { ConversionStatus, ConversionType } from '@academy/contracts';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { ConversionTier } from '../../domain/commissions/commissions.events';

/** One conversion as the affiliate's history and the admin's review list show it. */
export interface ConversionRow {
  /** The conversion id (`signup-<uid>`, `order-<orderId>-direct|team`). */
  id: string;
  affiliateId: string;
  type: ConversionType;
  tier: ConversionTier;
  referredUserId: string;
  orderId: string | null;
  amount: number;
  ratePercent: number;
  commission: number;
  status: ConversionStatus;
  notes: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  payableAt: string;
  createdAt: string;
}

export const CONVERSIONS_COLLECTION = 'affiliate_conversions';

/** By affiliate (newest first, by type) and by status (the admin's pending list, oldest first). */
export const conversionRows = (store: ReadStore) =>
  store.collection<ConversionRow>(CONVERSIONS_COLLECTION, {
    present: ['affiliateId', 'type', 'status', 'createdAt'],
    indexes: [
      ['affiliateId', { field: 'createdAt', direction: 'desc' }],
      ['affiliateId', 'type', { field: 'createdAt', direction: 'desc' }],
      ['status', 'createdAt'],
    ],
  });
