/**
 * A value at once when it is already known, a promise when it is not. Every signed-in request asks
 * the same few questions whose answers are nearly always in memory (the token, the account, the
 * stall check); answering those without a promise each spares the request its async-hook and
 * microtask work (docs/decisions.md, "Speed: reads").
 */
export type MaybePromise<T> = T | Promise<T>;

/** `next(value)` now when the value is here, else once it arrives. */
export function whenReady<T, R>(value: MaybePromise<T>, next: (value: T) => MaybePromise<R>): MaybePromise<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}
