import type { MaybePromise } from '../async/maybe-promise';
import { markImmutableAnswer } from '../http/prepared-json';
import type { Projection } from './projection';
import type { ReadModelVersions } from './read-model-versions';

/** Enough for every popular page of a catalogue; bounds memory when visitors vary the query. */
export const DEFAULT_CACHED_ANSWERS = 2_000;

interface Entry {
  version: string;
  answer: Promise<unknown>;
  /** The answer itself, once read. */
  settled?: { value: unknown };
}

/**
 * Per-process cache of answers read from read models, never staler than the read models
 * themselves: an answer is kept with the version of the projections that write the collections it
 * read (`ReadModelVersions`, taken before reading) and served only while that version still holds.
 * Every request asks for the current version first, so an answer outlives no applied event and no
 * checkpoint it did not see. For answers that are the same for every caller allowed to ask: public
 * pages, admin lists (the access guard has already admitted the caller), and the access guard's
 * own account lookups.
 *
 * The least recently used answer goes first past `maxEntries`. Concurrent misses of one key share
 * one read. Answers are frozen: a caller that changed one would change it for everyone; being
 * frozen, each is serialised to JSON once, however often it is sent.
 */
export class FreshReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly writersOf = new Map<string, readonly string[]>();

  constructor(
    private readonly projections: readonly Projection[],
    private readonly versions: ReadModelVersions,
    private readonly maxEntries = DEFAULT_CACHED_ANSWERS,
  ) {}

  /**
   * `key` names the answer within the collections it reads (e.g. the query and its parameters).
   * While this process projects, the version is known at once, and a hit hands back the kept
   * promise itself: no await, so no promise and no async-hook work per cached read.
   */
  answer<T>(collections: readonly string[], key: string, read: () => Promise<T>): Promise<T> {
    const found = this.lookUp(collections, key, read);
    return found instanceof Promise ? found.then((entry) => entry.answer as Promise<T>) : (found.answer as Promise<T>);
  }

  /**
   * As `answer`, but an answer already read comes back itself, not in a promise: for the access
   * guard, which asks on every signed-in request and can then go on at once.
   */
  answerNow<T>(collections: readonly string[], key: string, read: () => Promise<T>): MaybePromise<T> {
    const found = this.lookUp(collections, key, read);
    if (found instanceof Promise) return found.then((entry) => entry.answer as Promise<T>);
    return found.settled ? (found.settled.value as T) : (found.answer as Promise<T>);
  }

  /** The entry holding the current answer, read now if none does. */
  private lookUp<T>(collections: readonly string[], key: string, read: () => Promise<T>): Entry | Promise<Entry> {
    try {
      const writers = this.writersOfAll(collections);
      const version = this.versions.of(writers);
      if (typeof version === 'string') return this.entryAt(writers, version, key, read);
      return version.then((known) => this.entryAt(writers, known, key, read));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** How many answers it holds now (for tests and health). */
  get size(): number {
    return this.entries.size;
  }

  private entryAt<T>(writers: readonly string[], version: string, key: string, read: () => Promise<T>): Entry {
    const fullKey = `${writers.join(',')}|${key}`;
    const entry = this.entries.get(fullKey);
    if (entry?.version === version) return this.touch(fullKey, entry);
    return this.store(fullKey, version, read);
  }

  private store<T>(key: string, version: string, read: () => Promise<T>): Entry {
    const entry: Entry = {
      version,
      answer: read().then((value) => {
        // Frozen, so its JSON can be kept too (`PreparedJsonExpressAdapter`).
        const answer = markImmutableAnswer(deepFreeze(value));
        entry.settled = { value: answer };
        return answer;
      }),
    };
    // A failed read is not an answer: the next request tries again.
    entry.answer.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    this.touch(key, entry);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return entry;
  }

  /** Map order is insertion order: re-inserting makes it the most recently used. */
  private touch(key: string, entry: Entry): Entry {
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The projections that write any of these collections; a collection no projection owns is a mistake. */
  private writersOfAll(collections: readonly string[]): readonly string[] {
    const id = collections.join(',');
    let writers = this.writersOf.get(id);
    if (writers) return writers;
    for (const collection of collections) {
      if (!this.projections.some((p) => p.collections.includes(collection))) throw new Error(`no projection writes ${collection}: its answers cannot be cached`);
    }
    writers = this.projections.filter((p) => p.collections.some((c) => collections.includes(c))).map((p) => p.name).sort();
    this.writersOf.set(id, writers);
    return writers;
  }
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
