/**
 * The read-model port. Two adapters implement it: PostgreSQL JSONB (local and CI default) and
 * MongoDB (production, design card). Projections write through it; query handlers read through it.
 */

export interface ReadDocument {
  id: string;
}

/** Scalar values a filter can compare. Dates are stored as ISO-8601 strings. */
export type FilterValue = string | number | boolean | null;

export type FieldCondition =
  | FilterValue
  | { $in: FilterValue[] }
  | { $ne: FilterValue }
  | { $gt?: FilterValue; $gte?: FilterValue; $lt?: FilterValue; $lte?: FilterValue };

/** Conditions on top-level fields, all of which must hold. */
export type Filter = Record<string, FieldCondition>;

export interface FindQuery {
  filter?: Filter;
  /** Case- and accent-insensitive substring search ("nguyen" finds "Nguyễn") over `fields`. */
  search?: { text: string; fields: string[] };
  /** Sort keys in priority order; ties broken by id ascending so pages are stable. */
  sort?: Array<{ field: string; direction: 'asc' | 'desc' }>;
  /** 1-based page. */
  page?: number;
  limit?: number;
}

export interface FoundPage<T> {
  items: T[];
  totalItems: number;
}

/**
 * Makes a write count once although delivery is at least once (a replay after a crash, or two
 * deliveries racing). The document keeps, per source, the log position of the last event that
 * source applied to it (a high-water mark: one entry per source, never a growing set of event ids);
 * a guarded write whose position is not after the mark changes nothing. Check and mark happen in
 * the same atomic write. The marks are bookkeeping: never returned, filtered or sorted on.
 *
 * A source must apply events in log order (a projection does), and may make one guarded write per
 * document per event: a second one with the same position would be skipped, so put every field
 * in one call.
 */
export interface AppliedBy {
  /** Who applies the event, e.g. the projection's name: letters, digits, `_`, `-` and `.`. */
  source: string;
  /** The event's `RecordedEvent.position`: fixed-width, so string order is log order. */
  position: string;
}

/**
 * What a single document may weigh in its stored form: the document plus the search copy of each
 * text field (so text counts about twice), measured as BSON. MongoDB refuses documents over 16 MiB;
 * the rest is headroom for the marks of guarded writes. Both adapters refuse a heavier write with
 * `ReadStoreDocumentTooLargeError`, so a projection that works on PostgreSQL works on MongoDB.
 */
export const MAX_STORED_DOCUMENT_BYTES = 15 * 1024 * 1024;

export interface WriteOptions {
  appliedBy?: AppliedBy;
}

/** A document as a run of writes left it, for `writeMany`. */
export interface DocumentState<T extends ReadDocument> {
  id: string;
  /** The whole document; null when the run deleted it. */
  doc: T | null;
  /** Marks of guarded writes (source → position) that the run recorded. */
  marks: Record<string, string>;
  /** True when the run replaced the document (its marks replace the stored ones); false: they are added. */
  replaceMarks: boolean;
}

export interface ReadCollection<T extends ReadDocument> {
  get(id: string): Promise<T | null>;
  /**
   * Inserts or replaces the whole document, and with it every mark of `AppliedBy`: the marks it
   * keeps are only the guard's own. Guarded, it changes nothing when the event was applied already.
   */
  upsert(doc: T, options?: WriteOptions): Promise<void>;
  /** Inserts unless a document with this id exists (atomic); true when it inserted. */
  insertIfAbsent(doc: T): Promise<boolean>;
  /** Sets top-level fields of an existing document; false when there is none. */
  patch(id: string, fields: Partial<Omit<T, 'id'>>, options?: WriteOptions): Promise<boolean>;
  /**
   * Atomically adds `by` (may be negative) to numeric top-level fields, creating them at 0; never
   * creates the document (`insertIfAbsent` it first). False when there is no document.
   */
  increment(id: string, by: Partial<Record<keyof T & string, number>>, options?: WriteOptions): Promise<boolean>;
  delete(id: string): Promise<boolean>;
  find(query?: FindQuery): Promise<FoundPage<T>>;
  count(filter?: Filter): Promise<number>;
  /** Removes every document: used when a projection is rebuilt. */
  clear(): Promise<void>;
  /**
   * Stores the final states of many documents (distinct ids) in a few round trips, unconditionally:
   * the caller applied the writes and their guards in memory. Only a rebuild does this
   * (`RebuildBatch`), as it owns its emptied collections; live projections write one by one.
   */
  writeMany(states: ReadonlyArray<DocumentState<T>>): Promise<void>;
}

/** One key of an index: a plain name means ascending. */
export type IndexKey = string | { field: string; direction: 'asc' | 'desc' };

/**
 * What a read model declares about its collection, in its read-model file, passed by every handle
 * of that collection (projection and query alike). Both adapters check the declarations and build
 * the indexes: MongoDB as declared, PostgreSQL as btree indexes over typed sort-key columns.
 */
export interface CollectionOptions {
  /**
   * Compound indexes, one per query shape: the equality-filtered fields first, then the sort keys
   * in the query's order and directions, then a range-filtered field (equality, sort, range). The
   * id tie-break is appended by the adapter. Created idempotently on the collection's first use.
   * A field an index names holds scalars only: writes that would put an array in it are refused
   * on every adapter, so equality on it is plain equality and an index serves it with the order.
   */
  indexes?: ReadonlyArray<ReadonlyArray<IndexKey>>;
  /**
   * Top-level fields every document holds with a non-null value (`id` always is). Writes that
   * would leave one missing or null are refused on every adapter, and an ascending sort on one of
   * them needs no null handling, so a MongoDB index can back it.
   */
  present?: readonly string[];
}

export interface ReadStore {
  /** `name` is the collection name, e.g. `contact_submissions` (letters, digits, underscores). */
  collection<T extends ReadDocument>(name: string, options?: CollectionOptions): ReadCollection<T>;
  close(): Promise<void>;
}

export const READ_STORE = Symbol('READ_STORE');
