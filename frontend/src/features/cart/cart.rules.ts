import { CartItem, StoredCart } from './cart.storage';

/** The spec's cart texts (part 2 §4). The duplicate text names a course, as the spec words it, for plans too. */
export const CART_MESSAGES = {
  added: 'Đã thêm vào giỏ hàng!',
  alreadyInCart: 'Khóa học đã có trong giỏ hàng!',
  removed: 'Đã xóa khỏi giỏ hàng.',
} as const;

/** A course and a tool plan may share an id, so the kind is part of what makes an item the same. */
export function cartItemKey(item: Pick<CartItem, 'kind' | 'id'>): string {
  return `${item.kind}:${item.id}`;
}

export function isInCart(items: CartItem[], item: Pick<CartItem, 'kind' | 'id'>): boolean {
  const key = cartItemKey(item);
  return items.some((existing) => cartItemKey(existing) === key);
}

/** The user's items first, then the guest's ones they did not have. */
export function mergeItems(own: CartItem[], guest: CartItem[]): CartItem[] {
  return guest.reduce((merged, item) => (isInCart(merged, item) ? merged : [...merged, item]), own);
}

/**
 * What a user's cart becomes at sign-in: the guest's cart joins it, except after a guest's
 * "Mua ngay", which replaces it (the buyer chose to buy that one thing).
 */
export function cartAtSignIn(own: StoredCart, guest: StoredCart): StoredCart {
  if (guest.items.length === 0) return own;
  if (guest.buyNow) return { items: guest.items, buyNow: false };
  return { items: mergeItems(own.items, guest.items), buyNow: false };
}

/** The sum the cart page shows; the checkout's total is the server's. */
export function cartSubtotal(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.price, 0);
}
