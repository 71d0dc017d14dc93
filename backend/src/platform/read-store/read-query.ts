/**
 * Adapter-neutral validation and planning of read-store calls. Both adapters compile the same plan,
 * so a projection or query that works on PostgreSQL behaves the same on MongoDB. Text in a plan and
 * in the search copies is in its stored form (store-text.codec), as the stored documents are, so
 * filters and searches compare like with like.
 */
import { BSON } from 'mongodb';
import {
  MAX_STORED_DOCUMENT_BYTES,
  type AppliedBy,
  type CollectionOptions,
  type DocumentState,
  type FieldCondition,
  type Filter,
  type FilterValue,
  type FindQuery,
  type ReadDocument,
} from './read-store.port';
import { normalizeSearchText } from './search-text';
import { encodeStoreText } from './store-text.codec';

/** A caller broke the port's rules (unsafe name, malformed filter): a bug, never user input. */
export class ReadStoreUsageError extends Error {
  override readonly name = 'ReadStoreUsageError';
}

/**
 * A write whose document, stored with its search copies, would pass `MAX_STORED_DOCUMENT_BYTES`.
 * Nothing was written. A projection that meets it has a read model to split, not a row to retry.
 */
export class ReadStoreDocumentTooLargeError extends Error {
  override readonly name = 'ReadStoreDocumentTooLargeError';

  constructor(
    readonly id: string,
    readonly bytes: number | null,
  ) {
    super(
      `Read document ${JSON.stringify(id.slice(0, 100))} is too large to store` +
        (bytes === null ? '' : `: ${bytes} bytes with its search copies, over ${MAX_STORED_DOCUMENT_BYTES}`),
    );
  }
}

export function unreachable(value: never): never {
  throw new ReadStoreUsageError(`Unexpected value: ${JSON.stringify(value)}`);
}

// Names end up in SQL identifiers and Mongo paths, so only plain identifiers are allowed.
const SAFE_NAME = /^[a-z_][a-z0-9_]*$/i;
// PostgreSQL truncates identifiers at 63 bytes; a lower cap keeps distinct names distinct.
const MAX_NAME_LENGTH = 48;

export type NameKind = 'collection' | 'field' | 'schema';

export function assertSafeName(kind: NameKind, name: string): string {
  if (typeof name !== 'string' || !SAFE_NAME.test(name) || name.length > MAX_NAME_LENGTH) {
    throw new ReadStoreUsageError(`Unsafe ${kind} name: ${JSON.stringify(name)}`);
  }
  // `_id` and `__*` belong to the adapters (Mongo's key, hidden search copies, sort helpers).
  if (kind === 'field' && (name === '_id' || name.startsWith('__'))) {
    throw new ReadStoreUsageError(`Reserved field name: ${JSON.stringify(name)}`);
  }
  return name;
}

export type RangeOperator = '$gt' | '$gte' | '$lt' | '$lte';

export type Condition =
  | { op: 'eq' | 'ne'; field: string; value: FilterValue }
  | { op: 'in'; field: string; values: FilterValue[] }
  | { op: RangeOperator; field: string; value: FilterValue };

function assertFilterValue(field: string, value: unknown): FilterValue {
  const ok =
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value));
  if (!ok) throw new ReadStoreUsageError(`Filter on ${field}: ${JSON.stringify(value)} is not a scalar`);
  return typeof value === 'string' ? encodeStoreText(value) : (value as FilterValue);
}

type OperatorKey = '$in' | '$ne' | RangeOperator;

function operatorCondition(field: string, key: OperatorKey, operand: unknown): Condition {
  switch (key) {
    case '$in':
      if (!Array.isArray(operand)) throw new ReadStoreUsageError(`Filter on ${field}: $in needs an array`);
      return { op: 'in', field, values: operand.map((v) => assertFilterValue(field, v)) };
    case '$ne':
      return { op: 'ne', field, value: assertFilterValue(field, operand) };
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return { op: key, field, value: assertFilterValue(field, operand) };
    default:
      return unreachable(key);
  }
}

const OPERATOR_KEYS: ReadonlySet<string> = new Set<OperatorKey>(['$in', '$ne', '$gt', '$gte', '$lt', '$lte']);

function fieldConditions(field: string, condition: FieldCondition): Condition[] {
  if (condition === null || typeof condition !== 'object') {
    return [{ op: 'eq', field, value: assertFilterValue(field, condition) }];
  }
  const entries = Object.entries(condition).filter(([, operand]) => operand !== undefined);
  if (entries.length === 0) throw new ReadStoreUsageError(`Filter on ${field}: empty condition`);
  return entries.map(([key, operand]) => {
    if (!OPERATOR_KEYS.has(key)) throw new ReadStoreUsageError(`Filter on ${field}: unknown operator ${key}`);
    return operatorCondition(field, key as OperatorKey, operand);
  });
}

/** Flattens a filter into conditions that must all hold. */
export function parseFilter(filter: Filter = {}): Condition[] {
  return Object.entries(filter).flatMap(([field, condition]) =>
    fieldConditions(assertSafeName('field', field), condition),
  );
}

export interface SortKey {
  field: string;
  direction: 'asc' | 'desc';
}

export interface SearchPlan {
  /** Normalised text to find as a literal substring, in stored form. */
  text: string;
  fields: string[];
}

export interface FindPlan {
  conditions: Condition[];
  search: SearchPlan | null;
  /** Caller's keys only; adapters append `id` ascending as the final tie-break. */
  sort: SortKey[];
  skip: number;
  limit: number | null;
}

function planSearch(search: FindQuery['search']): SearchPlan | null {
  if (!search) return null;
  const fields = search.fields.map((f) => assertSafeName('field', f));
  const text = normalizeSearchText(search.text);
  if (text === '') return null; // a blank search box filters nothing
  if (fields.length === 0) throw new ReadStoreUsageError('Search needs at least one field');
  return { text: encodeStoreText(text), fields };
}

function planSort(sort: FindQuery['sort'] = []): SortKey[] {
  const seen = new Set<string>();
  const keys: SortKey[] = [];
  for (const { field, direction } of sort) {
    assertSafeName('field', field);
    if (direction !== 'asc' && direction !== 'desc') {
      throw new ReadStoreUsageError(`Sort on ${field}: direction must be asc or desc`);
    }
    // A repeated key can never change the order, and would clash in Mongo's sort document.
    if (!seen.has(field)) keys.push({ field, direction });
    seen.add(field);
  }
  if (!seen.has('id')) keys.push({ field: 'id', direction: 'asc' });
  return keys;
}

function assertPositiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new ReadStoreUsageError(`${name} must be a positive integer, got ${value}`);
  }
  return value;
}

export function planFind(query: FindQuery = {}): FindPlan {
  const page = assertPositiveInteger('page', query.page ?? 1);
  const limit = query.limit === undefined ? null : assertPositiveInteger('limit', query.limit);
  return {
    conditions: parseFilter(query.filter),
    search: planSearch(query.search),
    sort: planSort(query.sort),
    skip: limit === null ? 0 : (page - 1) * limit,
    limit,
  };
}

/**
 * Normalised copies of a document's top-level text fields, in stored form, so any of them can be
 * searched without being declared up front. String arrays (tags) are joined with newlines, which a
 * normalised query never contains, so a match cannot straddle two elements.
 */
export function searchableText(fields: Record<string, unknown>): Record<string, string> {
  const copies: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value === 'string') copies[field] = encodeStoreText(normalizeSearchText(value));
    else if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')) {
      copies[field] = encodeStoreText(value.map(normalizeSearchText).join('\n'));
    }
  }
  return copies;
}

/** Checks a whole document before it is stored. */
export function assertDocument(doc: ReadDocument): void {
  if (doc === null || typeof doc !== 'object' || typeof doc.id !== 'string' || doc.id === '') {
    throw new ReadStoreUsageError('A read document needs a non-empty string id');
  }
  Object.keys(doc).forEach((field) => assertSafeName('field', field));
}

/** Top-level fields a patch sets; `undefined` means "not given", as JSON would drop it anyway. */
export function patchFields(fields: Record<string, unknown>): Record<string, unknown> {
  const given = Object.entries(fields).filter(([, value]) => value !== undefined);
  for (const [field] of given) {
    // The id is the document's key; changing it through a patch would orphan the row.
    if (assertSafeName('field', field) === 'id') throw new ReadStoreUsageError('A patch cannot change id');
  }
  return Object.fromEntries(given);
}

export function incrementFields(by: Record<string, number | undefined>): Array<[string, number]> {
  const given = Object.entries(by).filter((entry): entry is [string, number] => entry[1] !== undefined);
  for (const [field, amount] of given) {
    if (assertSafeName('field', field) === 'id') throw new ReadStoreUsageError('Cannot increment id');
    if (typeof amount !== 'number' || !Number.isFinite(amount)) {
      throw new ReadStoreUsageError(`Increment of ${field} must be a finite number`);
    }
  }
  return given;
}

// A source becomes a JSON key on PostgreSQL and part of a field path on MongoDB.
const SAFE_SOURCE = /^[a-z0-9_.-]{1,100}$/i;

/** Checks the guard of a write; undefined when the write is unguarded. */
export function assertAppliedBy(appliedBy: AppliedBy | undefined): AppliedBy | undefined {
  if (appliedBy === undefined) return undefined;
  const { source, position } = appliedBy;
  if (typeof source !== 'string' || !SAFE_SOURCE.test(source)) {
    throw new ReadStoreUsageError(`Unsafe source of an applied event: ${JSON.stringify(source)}`);
  }
  if (typeof position !== 'string' || position === '') {
    throw new ReadStoreUsageError(`The position of an applied event must be a non-empty string`);
  }
  return { source, position: encodeStoreText(position) };
}

/** A checked state of `writeMany`: the document (with its id), its marks in stored form. */
export interface CheckedState {
  id: string;
  doc: ReadDocument | null;
  marks: Record<string, string>;
  replaceMarks: boolean;
}

/** Checks the states of a `writeMany`: distinct ids, each document under its own id, safe marks. */
export function checkDocumentStates(states: ReadonlyArray<DocumentState<ReadDocument>>): CheckedState[] {
  const seen = new Set<string>();
  return states.map(({ id, doc, marks, replaceMarks }) => {
    if (seen.has(id)) throw new ReadStoreUsageError(`writeMany got the document ${JSON.stringify(id)} twice`);
    seen.add(id);
    if (doc !== null && doc.id !== id) throw new ReadStoreUsageError(`writeMany got a document under another id: ${JSON.stringify(id)}`);
    const checked = Object.entries(marks).map(([source, position]) => assertAppliedBy({ source, position })!);
    return { id, doc, marks: Object.fromEntries(checked.map((mark) => [mark.source, mark.position])), replaceMarks };
  });
}

/** The checked declarations of a collection (`CollectionOptions`). */
export interface CollectionPlan {
  /** Each index's keys in order, without the id tie-break. */
  indexes: SortKey[][];
  /** Fields never missing or null, `id` included. */
  present: ReadonlySet<string>;
  /** Fields named by an index (`id` aside): they never hold an array. */
  indexed: ReadonlySet<string>;
}

export function planCollection(options: CollectionOptions = {}): CollectionPlan {
  const present = new Set<string>(['id']);
  for (const field of options.present ?? []) present.add(assertSafeName('field', field));
  const indexes = (options.indexes ?? []).map((keys) => {
    if (keys.length === 0) throw new ReadStoreUsageError('An index needs at least one field');
    const planned = keys.map((key): SortKey => (typeof key === 'string' ? { field: key, direction: 'asc' } : key));
    if (planSort(planned).length !== planned.length + (planned.some((k) => k.field === 'id') ? 0 : 1)) {
      throw new ReadStoreUsageError(`An index names a field twice: ${JSON.stringify(keys)}`);
    }
    return planned;
  });
  const indexed = new Set(indexes.flat().map((key) => key.field).filter((field) => field !== 'id'));
  return { indexes, present, indexed };
}

/**
 * Refuses a whole document that breaks its collection's declarations: a declared present field
 * missing or null, or an array in a field an index names (index keys are scalars, so an index
 * can serve equality and order exactly on every adapter).
 */
export function assertDeclaredFields(collection: CollectionPlan, doc: Record<string, unknown>): void {
  for (const field of collection.present) {
    if (doc[field] === undefined || doc[field] === null) {
      throw new ReadStoreUsageError(`Field ${field} is declared present and cannot be missing or null`);
    }
  }
  assertIndexedScalars(collection, doc);
}

/** Refuses a patch that would set a declared present field to null, or an indexed field to an array. */
export function assertPatchKeepsDeclared(collection: CollectionPlan, given: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(given)) {
    if (value === null && collection.present.has(field)) {
      throw new ReadStoreUsageError(`Field ${field} is declared present and cannot be set to null`);
    }
  }
  assertIndexedScalars(collection, given);
}

function assertIndexedScalars(collection: CollectionPlan, fields: Record<string, unknown>): void {
  for (const field of collection.indexed) {
    if (Array.isArray(fields[field])) throw new ReadStoreUsageError(`Field ${field} is named by an index and cannot hold an array`);
  }
}

/**
 * The fields every document the plan can return holds with a non-null value: the declared ones,
 * and those the filter compares with a non-null value (equality, a null-free `$in`, `$ne: null`, a
 * range with a bound). A sort on them needs no null handling.
 */
export function presentInResults(collection: CollectionPlan, conditions: Condition[]): Set<string> {
  const present = new Set(collection.present);
  for (const condition of conditions) {
    switch (condition.op) {
      case 'eq':
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        if (condition.value !== null) present.add(condition.field);
        break;
      case 'ne':
        if (condition.value === null) present.add(condition.field);
        break;
      case 'in':
        if (!condition.values.includes(null)) present.add(condition.field);
        break;
      default:
        unreachable(condition);
    }
  }
  return present;
}

/**
 * Refuses a write whose stored form (`stored`, already encoded, plus its search copies) would pass
 * `MAX_STORED_DOCUMENT_BYTES`, measured as BSON on both adapters so both refuse the same writes.
 * For a patch, `stored` is the patched fields: what the write itself adds.
 */
export function assertStoredSize(id: string, stored: Record<string, unknown>, norm: Record<string, string>): void {
  const bytes = BSON.calculateObjectSize({ _id: id, ...stored, __norm: norm }, { ignoreUndefined: true });
  if (bytes > MAX_STORED_DOCUMENT_BYTES) throw new ReadStoreDocumentTooLargeError(id, bytes);
}
