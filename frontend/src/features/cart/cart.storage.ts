/** The cart lives in local storage per owner until the commerce feature moves it server-side. */
export const GUEST_OWNER = 'guest';

export function cartStorageKey(owner: string): string {
  return `cart:${owner}`;
}

/** Accepts an array of items or `{ items: [...] }`; anything unreadable counts as empty. */
export function countCartItems(raw: string | null): number {
  if (!raw) return 0;
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value)) return value.length;
    if (value && typeof value === 'object' && Array.isArray((value as { items?: unknown }).items)) {
      return (value as { items: unknown[] }).items.length;
    }
    return 0;
  } catch {
    return 0;
  }
}
