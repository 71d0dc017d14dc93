/** Nearest-rank percentile of unsorted samples (p in 0..100). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds since an arbitrary origin, with sub-millisecond resolution. */
export const nowMs = (): number => performance.now();

/**
 * Runs `writers` loops until `durationMs` has passed; each call of `step` returns how many events it
 * wrote. Returns operations and events per second over the measured wall time.
 */
export async function measureRate(
  durationMs: number,
  writers: number,
  step: (writer: number) => Promise<number>,
): Promise<{ opsPerSecond: number; eventsPerSecond: number }> {
  let ops = 0;
  let events = 0;
  const started = nowMs();
  const deadline = started + durationMs;
  const loop = async (writer: number) => {
    while (nowMs() < deadline) {
      // Await first: `events += await …` would add to a stale total read before the await.
      const written = await step(writer);
      events += written;
      ops += 1;
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, writer) => loop(writer)));
  const seconds = (nowMs() - started) / 1000;
  return { opsPerSecond: ops / seconds, eventsPerSecond: events / seconds };
}
