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

export interface ReadCollection<T extends ReadDocument> {
  get(id: string): Promise<T | null>;
  /** Inserts or replaces the whole document. */
  upsert(doc: T): Promise<void>;
  /** Inserts unless a document with this id exists (atomic); true when it inserted. */
  insertIfAbsent(doc: T): Promise<boolean>;
  /** Sets top-level fields of an existing document; false when there is none. */
  patch(id: string, fields: Partial<Omit<T, 'id'>>): Promise<boolean>;
  /** Atomically adds `by` (may be negative) to numeric top-level fields, creating them at 0. */
  increment(id: string, by: Partial<Record<keyof T & string, number>>): Promise<boolean>;
  delete(id: string): Promise<boolean>;
  find(query?: FindQuery): Promise<FoundPage<T>>;
  count(filter?: Filter): Promise<number>;
  /** Removes every document: used when a projection is rebuilt. */
  clear(): Promise<void>;
}

export interface ReadStore {
  /** `name` is the collection name, e.g. `contact_submissions` (letters, digits, underscores). */
  collection<T extends ReadDocument>(name: string): ReadCollection<T>;
  close(): Promise<void>;
}

export const READ_STORE = Symbol('READ_STORE');
