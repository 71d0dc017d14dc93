import type { SealedData } from '../../../../platform/domain/sealed-data';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/**
 * Who to write to about an order: each account's personal details exactly as identity's public
 * events carry them, sealed with the person's key. Commerce keeps no name or email in the clear;
 * they are opened only when a message is sent, and a forgotten key opens to nothing.
 */
export interface BuyerContactRow {
  /** The user's uid. */
  id: string;
  /** The latest details (identity seals the whole record on every change). */
  personal: SealedData;
}

/** What commerce reads of a person's details. */
export interface BuyerContact {
  name: string;
  email: string;
}

export const BUYER_CONTACTS_COLLECTION = 'commerce_buyer_contacts';

export const buyerContactRows = (store: ReadStore) => store.collection<BuyerContactRow>(BUYER_CONTACTS_COLLECTION);
