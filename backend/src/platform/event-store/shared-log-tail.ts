import { type CatchUpSource, CatchUpSubscription, sleep } from './catch-up-subscription';
import { ChangeSignal } from './change-signal';
import type { LogPosition, RecordedEvent } from './event-store.port';

/** Wait before following again after the tail's own reading failed for good. */
const RESTART_DELAY_MS = 1000;
/**
 * How long a subscription sleeps between reads, unwoken, while the tail follows the log: the tail
 * wakes it for every new batch and whenever it stops following, so the subscriptions' 250 ms polls
 * (some 300 wake-ups a second for the app's projections and reactions, idle or not) bought nothing.
 */
const WAIT_WHILE_FOLLOWING_MS = 5_000;

/** One period of following, from `retain` of the first subscription to the release of the last. */
interface Following {
  readonly halt: AbortController;
  subscription: CatchUpSubscription | null;
  done: Promise<void>;
}

/**
 * The one reader of the log per store: it follows the head with a single catch-up subscription and
 * keeps the newest events in memory, so the subscriptions near the head (nearly all of them, nearly
 * always) are served from memory and woken once per new batch, instead of each querying the log on
 * every commit. A subscription behind the window (catching up, slow, stalled) reads the log itself,
 * as it did before; the tail never waits for a subscription, so a slow one lags alone and the
 * memory held stays bounded. While the tail cannot read, subscriptions read the log themselves too:
 * they see the failure and report it as they always did.
 *
 * The window is exactly the log between `start` (excluded) and `end`: it is filled by the same gap-
 * free reads as any subscription, so serving from it keeps commit order and skips nothing.
 */
export class SharedLogTail {
  private window: RecordedEvent[] = [];
  /** Null while the window is not in use (not following, or following failed). */
  private start: LogPosition | null = null;
  private end: LogPosition | null = null;
  private readonly change = new ChangeSignal();
  private wakeScheduled = false;
  private users = 0;
  private following: Following | null = null;
  /** The newest position this process appended that the window has not reached yet. */
  private awaited: LogPosition | null = null;

  /** Where subscriptions read: the window when it holds their position, the log otherwise. */
  readonly source: CatchUpSource = {
    read: async (after, maxCount) => this.fromWindow(after, maxCount) ?? this.log.read(after, maxCount),
    changeToken: () => this.change.token(),
    // While the tail follows, every new event wakes its readers: their own poll is only a safety net.
    waitForChange: (seen, timeoutMs, signal) => this.change.waitForChange(seen, this.start === null ? timeoutMs : WAIT_WHILE_FOLLOWING_MS, signal),
  };

  constructor(
    private readonly log: CatchUpSource,
    private readonly headPosition: () => Promise<LogPosition>,
    /** Events kept in memory: at least this many of the newest once read, at most twice as many. */
    private readonly capacity: number,
  ) {}

  /** An append of this process landed at `position`: the tail is behind until its window reaches it. */
  expect(position: LogPosition): void {
    if (this.end === null || position <= this.end) return;
    if (this.awaited === null || position > this.awaited) this.awaited = position;
  }

  /** True while following and an append of this process is not in the window yet. */
  get isBehind(): boolean {
    return this.awaited !== null;
  }

  /** A subscription starts using the tail; the returned function ends that use. */
  retain(): () => Promise<void> {
    this.users++;
    if (this.users === 1) this.following = this.follow();
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      this.users--;
      if (this.users === 0) await this.stop();
    };
  }

  /** Stops following, whoever still uses it (the store is closing). */
  async stop(): Promise<void> {
    const following = this.following;
    this.following = null;
    if (!following) return;
    following.halt.abort();
    await following.subscription?.stop();
    await following.done;
    if (!this.following) this.resetWindow(null);
  }

  private fromWindow(after: LogPosition, maxCount: number): RecordedEvent[] | null {
    if (this.start === null || this.end === null || after < this.start || after > this.end) return null;
    const first = this.firstAfter(after);
    return this.window.slice(first, first + maxCount);
  }

  /** Index of the first event in the window after `after` (binary search: positions increase). */
  private firstAfter(after: LogPosition): number {
    let low = 0;
    let high = this.window.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.window[middle].position <= after) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private follow(): Following {
    const following: Following = { halt: new AbortController(), subscription: null, done: Promise.resolve() };
    following.done = this.keepFollowing(following);
    return following;
  }

  private async keepFollowing(following: Following): Promise<void> {
    const halted = following.halt.signal;
    while (!halted.aborted) {
      await this.followOnce(following).catch(() => undefined);
      if (halted.aborted) return;
      // Until following again, subscriptions read the log themselves and meet its errors there.
      this.resetWindow(null);
      await sleep(RESTART_DELAY_MS, halted);
    }
  }

  /** Follows from the head until stopped or until reading fails for good. */
  private async followOnce(following: Following): Promise<void> {
    const head = await this.headPosition();
    // A following stopped meanwhile must not touch the window a newer one may be filling.
    if (following.halt.signal.aborted) return;
    this.resetWindow(head);
    following.subscription = new CatchUpSubscription(this.log, {
      after: head,
      onEvent: async (event) => this.add(event),
      // Reported by the subscriptions themselves, which now read the log directly.
      onError: () => undefined,
    });
    await following.subscription.finished;
  }

  private resetWindow(head: LogPosition | null): void {
    this.window = [];
    this.start = head;
    this.end = head;
    // Not following (null), or following from a head at or past it: nothing of ours to wait for.
    if (head === null || (this.awaited !== null && this.awaited <= head)) this.awaited = null;
    this.change.changed();
  }

  private add(event: RecordedEvent): void {
    this.window.push(event);
    this.end = event.position;
    if (this.awaited !== null && this.awaited <= event.position) this.awaited = null;
    // Dropping in halves keeps the cost per event constant.
    if (this.window.length >= 2 * this.capacity) {
      const dropped = this.window.length - this.capacity;
      this.start = this.window[dropped - 1].position;
      this.window = this.window.slice(dropped);
    }
    this.wakeAfterBatch();
  }

  /** The tail's subscription hands over a batch event by event, without I/O: wake readers once, after it. */
  private wakeAfterBatch(): void {
    if (this.wakeScheduled) return;
    this.wakeScheduled = true;
    setImmediate(() => {
      this.wakeScheduled = false;
      this.change.changed();
    });
  }
}
