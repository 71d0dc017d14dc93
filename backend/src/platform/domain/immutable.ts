/** A copy of `map` without `key`: states are folded without mutating the previous one. */
export function withoutKey<V>(map: ReadonlyMap<string, V>, key: string): ReadonlyMap<string, V> {
  const next = new Map(map);
  next.delete(key);
  return next;
}
