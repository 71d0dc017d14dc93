/**
 * The cart lives in the browser's local storage, one entry per owner (spec part 2 §9: "cart stored
 * locally under a per-user key"). Prices here are only what the buyer saw: the checkout asks the
 * server for the real ones.
 */
export const GUEST_OWNER = 'guest';

export type CartItemKind = 'course' | 'tool_plan';

export interface CartItem {
  kind: CartItemKind;
  /** The course id or the tool plan id: what the order names. */
  id: string;
  /** The course title, or 'Tool — Plan' for a plan. */
  title: string;
  thumbnailUrl: string | null;
  /** Whole VND, as shown when the item was added. */
  price: number;
  /** The course's or the tool's slug, for a link back; null when unknown (an item put back from an order). */
  slug: string | null;
}

export interface StoredCart {
  items: CartItem[];
  /**
   * A guest pressed "Mua ngay": at sign-in this cart replaces the user's instead of joining it, so
   * the checkout shows the one thing they chose to buy.
   */
  buyNow: boolean;
}

export const EMPTY_CART: StoredCart = { items: [], buyNow: false };

export function cartStorageKey(owner: string): string {
  return `cart:${owner}`;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** An item as another version of the app (or a hand edit) may have left it: anything odd is dropped. */
function toCartItem(value: unknown): CartItem | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if ((v.kind !== 'course' && v.kind !== 'tool_plan') || !isText(v.id) || !isText(v.title)) return null;
  if (typeof v.price !== 'number' || !Number.isSafeInteger(v.price) || v.price < 0) return null;
  return {
    kind: v.kind,
    id: v.id,
    title: v.title,
    thumbnailUrl: isText(v.thumbnailUrl) ? v.thumbnailUrl : null,
    price: v.price,
    slug: isText(v.slug) ? v.slug : null,
  };
}

/** Accepts `{ items, buyNow }` or a bare array; anything unreadable is an empty cart. */
export function parseStoredCart(raw: string | null): StoredCart {
  if (!raw) return EMPTY_CART;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_CART;
  }
  const list: unknown = Array.isArray(value) ? value : (value as { items?: unknown } | null)?.items;
  if (!Array.isArray(list)) return EMPTY_CART;
  const items = list.map(toCartItem).filter((item): item is CartItem => item !== null);
  const buyNow = !Array.isArray(value) && (value as { buyNow?: unknown }).buyNow === true;
  return { items, buyNow: buyNow && items.length > 0 };
}

export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Local storage can be missing or throw (private mode, quota): the cart then lives in memory only. */
export function readCart(storage: CartStorage | undefined, owner: string): StoredCart {
  try {
    return parseStoredCart(storage?.getItem(cartStorageKey(owner)) ?? null);
  } catch {
    return EMPTY_CART;
  }
}

export function writeCart(storage: CartStorage | undefined, owner: string, cart: StoredCart): void {
  try {
    if (cart.items.length === 0) storage?.removeItem(cartStorageKey(owner));
    else storage?.setItem(cartStorageKey(owner), JSON.stringify(cart));
  } catch {
    // Full or forbidden storage: the cart still works for this visit.
  }
}
