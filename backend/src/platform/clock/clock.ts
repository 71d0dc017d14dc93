/**
 * The time a use case reads. Modules take it by injection instead of calling `new Date()`, so
 * expiry, schedules and holding periods can be tested with a clock the test moves.
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

/** The machine's clock: the one every process uses outside tests. */
export const systemClock: Clock = { now: () => new Date() };
