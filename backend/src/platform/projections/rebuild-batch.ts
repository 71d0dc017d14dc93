import {
  assertAppliedBy,
  assertDocument,
  incrementFields,
  patchFields,
  ReadStoreUsageError,
} from '../read-store/read-query';
import type {
  AppliedBy,
  CollectionOptions,
  DocumentState,
  Filter,
  FindQuery,
  FoundPage,
  ReadCollection,
  ReadDocument,
  ReadStore,
  WriteOptions,
} from '../read-store/read-store.port';

/** Clean documents a collection keeps between pages, so a document touched on every page is read once. */
const KEPT_BETWEEN_PAGES = 10_000;
/** Pages being written at once, each on its own connection, while the next one is applied. */
const WRITES_IN_FLIGHT = 4;

interface Write {
  ids: ReadonlySet<string>;
  done: Promise<void>;
}

interface Entry {
  doc: ReadDocument | null;
  /** Every mark this rebuild gave the document, for the guards (earlier ones are all before this page). */
  marks: Record<string, string>;
  /** The marks to store at the next flush. */
  newMarks: Record<string, string>;
  replaceMarks: boolean;
  dirty: boolean;
}

/** JSON in, JSON out: what the store would give back, and no alias a handler could change later. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The read store a rebuild writes through. A page of events is applied to the projection's own
 * collections in memory, then each collection stores the documents it changed with one `writeMany`:
 * a few round trips per page instead of one or two per event. Reads of other collections, and
 * `find` / `count` (which first flush the collection), go to the store.
 *
 * It relies on what a rebuild guarantees: the owned collections were emptied when it began and only
 * it writes them, so a document it never stored does not exist (no read needed); and a guarded write
 * carries the position of the event being applied (the port's rule), so only a mark from this page
 * can refuse one: marks stored by earlier pages are all before it. The guards behave as the
 * adapters' (one write per document per event and source), so `countOnce` still counts once.
 */
export class RebuildBatch implements ReadStore {
  private readonly owned: ReadonlySet<string>;
  private readonly buffers = new Map<string, BufferedCollection>();

  constructor(
    private readonly store: ReadStore,
    collections: readonly string[],
  ) {
    this.owned = new Set(collections);
  }

  collection<T extends ReadDocument>(name: string, options?: CollectionOptions): ReadCollection<T> {
    if (!this.owned.has(name)) return this.store.collection<T>(name, options);
    let buffer = this.buffers.get(name);
    if (!buffer) {
      buffer = new BufferedCollection(this.store.collection<ReadDocument>(name, options), options !== undefined);
      this.buffers.set(name, buffer);
    } else if (options && !buffer.declared) {
      // The declarations (present fields) are checked when the documents are stored: keep a handle that has them.
      buffer.target = this.store.collection<ReadDocument>(name, options);
      buffer.declared = true;
    }
    return buffer as unknown as ReadCollection<T>;
  }

  /**
   * Starts storing what the events applied so far changed, and returns once the previous page's
   * writes are done: the next page is applied in memory while this one is written. A failed write
   * fails the next call (or `flush`).
   */
  async flushInBackground(): Promise<void> {
    for (const buffer of this.buffers.values()) await buffer.startFlush();
  }

  /** Stores what the events applied so far changed, and waits until it is stored. */
  async flush(): Promise<void> {
    for (const buffer of this.buffers.values()) await buffer.flush();
  }

  /** The store belongs to the runner. */
  async close(): Promise<void> {}
}

class BufferedCollection implements ReadCollection<ReadDocument> {
  private readonly entries = new Map<string, Entry>();
  /** Reads under way, so two handler calls that ask for one document at once share its entry. */
  private readonly loading = new Map<string, Promise<Entry>>();
  /** Ids this rebuild stored: any other id is absent from the emptied collection. */
  private readonly stored = new Set<string>();
  /**
   * Writes under way. Two that share a document never run at once (the later waits), so each
   * document is stored in page order; a read of the store waits for the writes of its document.
   */
  private writing: Write[] = [];

  constructor(
    public target: ReadCollection<ReadDocument>,
    public declared: boolean,
  ) {}

  async get(id: string): Promise<ReadDocument | null> {
    const { doc } = await this.load(id);
    return doc && copy(doc);
  }

  async upsert(doc: ReadDocument, options: WriteOptions = {}): Promise<void> {
    const appliedBy = assertAppliedBy(options.appliedBy);
    assertDocument(doc);
    const entry = await this.load(doc.id);
    if (!admits(entry, appliedBy)) return;
    // A replacement replaces the marks too: only this write's own remains.
    const marks = appliedBy ? { [appliedBy.source]: appliedBy.position } : {};
    Object.assign(entry, { doc: copy(doc), marks, newMarks: { ...marks }, replaceMarks: true, dirty: true });
  }

  async insertIfAbsent(doc: ReadDocument): Promise<boolean> {
    assertDocument(doc);
    const entry = await this.load(doc.id);
    if (entry.doc) return false;
    Object.assign(entry, { doc: copy(doc), marks: {}, newMarks: {}, replaceMarks: true, dirty: true });
    return true;
  }

  async patch(id: string, fields: Partial<Omit<ReadDocument, 'id'>>, options: WriteOptions = {}): Promise<boolean> {
    const given = patchFields(fields);
    const appliedBy = assertAppliedBy(options.appliedBy);
    const entry = await this.load(id);
    if (!entry.doc) return false;
    if (Object.keys(given).length === 0 || !admits(entry, appliedBy)) return true;
    entry.doc = { ...entry.doc, ...copy(given) };
    this.changed(entry, appliedBy);
    return true;
  }

  async increment(id: string, by: Partial<Record<string, number>>, options: WriteOptions = {}): Promise<boolean> {
    const amounts = incrementFields(by);
    const appliedBy = assertAppliedBy(options.appliedBy);
    const entry = await this.load(id);
    if (!entry.doc) return false;
    if (amounts.length === 0 || !admits(entry, appliedBy)) return true;
    const doc: Record<string, unknown> = { ...entry.doc };
    for (const [field, amount] of amounts) {
      const current = doc[field];
      // Missing or null counts as 0, as on both adapters; anything but a number is refused alike.
      if (current !== undefined && current !== null && typeof current !== 'number') throw new ReadStoreUsageError(`Cannot increment ${field}: it is not a number`);
      doc[field] = (current ?? 0) + amount;
    }
    entry.doc = doc as unknown as ReadDocument;
    this.changed(entry, appliedBy);
    return true;
  }

  async delete(id: string): Promise<boolean> {
    const entry = await this.load(id);
    if (!entry.doc) return false;
    Object.assign(entry, { doc: null, marks: {}, newMarks: {}, replaceMarks: true, dirty: true });
    return true;
  }

  async find(query?: FindQuery): Promise<FoundPage<ReadDocument>> {
    await this.flush();
    return this.target.find(query);
  }

  async count(filter?: Filter): Promise<number> {
    await this.flush();
    return this.target.count(filter);
  }

  async clear(): Promise<void> {
    this.entries.clear();
    this.stored.clear();
    await this.target.clear();
  }

  async writeMany(states: ReadonlyArray<DocumentState<ReadDocument>>): Promise<void> {
    await this.flush();
    for (const { id } of states) this.entries.delete(id);
    await this.target.writeMany(states);
    for (const { id, doc } of states) {
      if (doc) this.stored.add(id);
      else this.stored.delete(id);
    }
  }

  async flush(): Promise<void> {
    await this.startFlush();
    await this.settled(this.writing);
  }

  async startFlush(): Promise<void> {
    const dirty = [...this.entries].filter(([, entry]) => entry.dirty);
    if (dirty.length > 0) {
      const ids = new Set(dirty.map(([id]) => id));
      const states = dirty.map(([id, entry]) => ({ id, doc: entry.doc, marks: entry.newMarks, replaceMarks: entry.replaceMarks }));
      const overlapping = this.writing.filter((write) => [...ids].some((id) => write.ids.has(id)));
      const oldest = this.writing.length >= WRITES_IN_FLIGHT ? this.writing.slice(0, this.writing.length - WRITES_IN_FLIGHT + 1) : [];
      const before = [...new Set([...overlapping, ...oldest])];
      const done = this.settled(before).then(() => this.target.writeMany(states));
      const write: Write = { ids, done };
      this.writing.push(write);
      // Awaited by a later flush or read; until then its failure must not count as unhandled.
      done.then(
        () => this.writing.splice(this.writing.indexOf(write), 1),
        () => undefined,
      );
      // Back pressure: no more than WRITES_IN_FLIGHT pages wait in memory.
      await this.settled(oldest);
    }
    for (const [id, entry] of dirty) {
      if (entry.doc) this.stored.add(id);
      else this.stored.delete(id);
      Object.assign(entry, { newMarks: {}, replaceMarks: false, dirty: false });
    }
    // Oldest first: a Map keeps insertion order and `load` moves what it touches to the end.
    for (const id of this.entries.keys()) {
      if (this.entries.size <= KEPT_BETWEEN_PAGES) break;
      this.entries.delete(id);
    }
  }

  /** Waits for the writes; the first failure among them is thrown (and fails the rebuild). */
  private async settled(writes: readonly Write[]): Promise<void> {
    await Promise.all(writes.map((write) => write.done));
  }

  private changed(entry: Entry, appliedBy: AppliedBy | undefined): void {
    if (appliedBy) {
      entry.marks[appliedBy.source] = appliedBy.position;
      entry.newMarks[appliedBy.source] = appliedBy.position;
    }
    entry.dirty = true;
  }

  private async load(id: string): Promise<Entry> {
    const entry = this.entries.get(id);
    if (entry) {
      this.entries.delete(id);
      this.entries.set(id, entry);
      return entry;
    }
    let loading = this.loading.get(id);
    if (!loading) {
      loading = this.read(id).finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    return loading;
  }

  private async read(id: string): Promise<Entry> {
    let doc: ReadDocument | null = null;
    if (this.stored.has(id)) {
      await this.settled(this.writing.filter((write) => write.ids.has(id)));
      doc = await this.target.get(id);
    }
    const entry: Entry = { doc, marks: {}, newMarks: {}, replaceMarks: false, dirty: false };
    this.entries.set(id, entry);
    return entry;
  }
}

/** The guard of the adapters, on the marks of this rebuild: no mark of the source at or after the position. */
function admits(entry: Entry, appliedBy: AppliedBy | undefined): boolean {
  if (!appliedBy) return true;
  const mark = entry.marks[appliedBy.source];
  return mark === undefined || mark < appliedBy.position;
}
