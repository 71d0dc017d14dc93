import type { NewEvent, PostgresEventStore } from '../backend';
import type { LagProbe } from './lag-probe';
import { nowMs, sleep } from './stats';

export interface SteadyLoad {
  eventsPerSecond: number;
  durationMs: number;
  /** The i-th event, the new stream it starts and the projection whose lag it measures. */
  next(i: number): { streamId: string; event: NewEvent; projection: string };
}

/**
 * Open loop: append i starts at start + i / rate whether or not earlier ones have finished, so a
 * slow consumer shows up as lag instead of slowing the load down. Returns the achieved rate.
 */
export async function appendAtSteadyRate(store: PostgresEventStore, probe: LagProbe, load: SteadyLoad): Promise<number> {
  const total = (load.eventsPerSecond * load.durationMs) / 1000;
  const intervalMs = 1000 / load.eventsPerSecond;
  const started = nowMs();
  const appends: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * intervalMs;
    if (due > nowMs()) await sleep(due - nowMs());
    const { streamId, event, projection } = load.next(i);
    appends.push(store.append(streamId, [event], 'no_stream').then((result) => probe.appended(projection, result.position)));
  }
  const issuedInSeconds = (nowMs() - started + intervalMs) / 1000;
  await Promise.all(appends);
  return total / issuedInSeconds;
}
