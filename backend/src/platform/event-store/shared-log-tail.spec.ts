import { recordedEvent } from '../testing/recorded-event';
import { type CatchUpSource, CatchUpSubscription } from './catch-up-subscription';
import { ChangeSignal } from './change-signal';
import { formatPosition, type LogPosition, type RecordedEvent, START } from './event-store.port';
import { SharedLogTail } from './shared-log-tail';

/** A log in memory that counts how often it is read. */
class CountingLog implements CatchUpSource {
  reads = 0;
  private readonly events: RecordedEvent[] = [];
  private readonly change = new ChangeSignal();

  async read(after: LogPosition, maxCount: number): Promise<RecordedEvent[]> {
    this.reads++;
    return this.events.filter((event) => event.position > after).slice(0, maxCount);
  }

  changeToken(): number {
    return this.change.token();
  }

  waitForChange(seen: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
    return this.change.waitForChange(seen, timeoutMs, signal);
  }

  async head(): Promise<LogPosition> {
    return this.events[this.events.length - 1]?.position ?? START;
  }

  append(): string {
    const n = this.events.length + 1;
    const id = `event-${n}`;
    this.events.push(recordedEvent('NoteAdded', { n }, { id, position: formatPosition(BigInt(n), BigInt(n)) }));
    this.change.changed();
    return id;
  }
}

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

async function stopAll(subscriptions: CatchUpSubscription[], releases: Array<() => Promise<void>>): Promise<void> {
  await Promise.all(subscriptions.map((subscription) => subscription.stop()));
  await Promise.all(releases.map((release) => release()));
}

describe('shared log tail', () => {
  it('serves subscriptions near the head from one read of the log per new batch, in order', async () => {
    const log = new CountingLog();
    const written = [log.append(), log.append(), log.append()];
    const tail = new SharedLogTail(log, () => log.head(), 100);
    const received = Array.from({ length: 20 }, () => [] as string[]);
    const releases = received.map(() => tail.retain());
    const subscriptions = received.map(
      (seen) => new CatchUpSubscription(tail.source, { after: START, onEvent: async (event) => void seen.push(event.id) }),
    );
    const everyoneHasAll = () => received.every((seen) => seen.length === written.length);
    let reads = 0;
    try {
      await until(everyoneHasAll);
      const readsBefore = log.reads;
      for (let i = 0; i < 10; i++) {
        written.push(log.append());
        await until(everyoneHasAll);
      }
      reads = log.reads - readsBefore;
    } finally {
      await stopAll(subscriptions, releases);
    }

    // Each subscription reading the log itself would take 20 reads per append; polls add a few.
    expect(reads).toBeLessThanOrEqual(2 * 10);
    for (const seen of received) expect(seen).toEqual(written);
  });

  it('lets its subscriptions sleep while nothing arrives: they do not poll, an append wakes them', async () => {
    const log = new CountingLog();
    const written = [log.append()];
    const tail = new SharedLogTail(log, () => log.head(), 100);
    let subscriptionReads = 0;
    const counted: CatchUpSource = { ...tail.source, read: (after, maxCount) => (subscriptionReads++, tail.source.read(after, maxCount)) };
    const received = Array.from({ length: 5 }, () => [] as string[]);
    const releases = received.map(() => tail.retain());
    const subscriptions = received.map((seen) => new CatchUpSubscription(counted, { after: START, onEvent: async (event) => void seen.push(event.id) }));
    const everyoneHasAll = () => received.every((seen) => seen.length === written.length);
    try {
      await until(everyoneHasAll);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const readsBefore = subscriptionReads;
      // Long enough for two 250 ms polls each, had they polled.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(subscriptionReads - readsBefore).toBe(0);

      written.push(log.append());
      await until(everyoneHasAll);
    } finally {
      await stopAll(subscriptions, releases);
    }
  });

  it('sends a subscription that fell behind the window to the log itself, and it still gets every event once, in order', async () => {
    const log = new CountingLog();
    const tail = new SharedLogTail(log, () => log.head(), 2);
    const release = tail.retain();
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slow: string[] = [];
    const fast: string[] = [];
    const subscriptions = [
      new CatchUpSubscription(tail.source, {
        after: START,
        onEvent: async (event) => {
          await gate;
          slow.push(event.id);
        },
      }),
      new CatchUpSubscription(tail.source, { after: START, onEvent: async (event) => void fast.push(event.id) }),
    ];
    const written: string[] = [];
    try {
      for (let i = 0; i < 12; i++) {
        written.push(log.append());
        await until(() => fast.length === written.length);
      }
      expect(slow).toEqual([]);
      open();
      await until(() => slow.length === written.length);
    } finally {
      open();
      await stopAll(subscriptions, [release]);
    }

    expect(fast).toEqual(written);
    expect(slow).toEqual(written);
  });

  it("is behind from an append of this process until its window holds it, and never while it does not follow", async () => {
    const log = new CountingLog();
    log.append();
    const tail = new SharedLogTail(log, () => log.head(), 100);
    tail.expect(formatPosition(9n, 9n));
    expect(tail.isBehind).toBe(false);

    const release = tail.retain();
    const seen: string[] = [];
    const subscription = new CatchUpSubscription(tail.source, { after: START, onEvent: async (event) => void seen.push(event.id) });
    try {
      await until(() => seen.length === 1);
      const id = log.append();
      tail.expect(formatPosition(2n, 2n));
      expect(tail.isBehind).toBe(true);
      await until(() => seen.includes(id));
      expect(tail.isBehind).toBe(false);
      // An append the window already passed leaves it caught up.
      tail.expect(formatPosition(1n, 1n));
      expect(tail.isBehind).toBe(false);
    } finally {
      await stopAll([subscription], [release]);
    }
    tail.expect(formatPosition(9n, 9n));
    expect(tail.isBehind).toBe(false);
  });
});
