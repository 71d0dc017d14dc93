import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { LicenceGrant } from './licence-term';

/** A buyer's licence of one tool: every plan of it they paid for, and the term those add up to. */
export interface ToolLicenceRow {
  /** `<buyerId>~<toolId>`. */
  id: string;
  buyerId: string;
  toolId: string;
  /** One per plan per paid order, removed when that order is refunded. */
  grants: LicenceGrant[];
  /** Null: lifetime. Derived from `grants` (`licenceTermOf`). */
  validUntil: string | null;
  planId: string;
  planName: string;
  since: string;
}

export const TOOL_LICENCES_COLLECTION = 'commerce_tool_licences';

export const toolLicenceRowId = (buyerId: string, toolId: string) => `${buyerId}~${toolId}`;

/** A buyer's licences (/me/tools). */
export const toolLicenceRows = (store: ReadStore) =>
  store.collection<ToolLicenceRow>(TOOL_LICENCES_COLLECTION, { present: ['buyerId', 'toolId', 'since'], indexes: [['buyerId']] });
