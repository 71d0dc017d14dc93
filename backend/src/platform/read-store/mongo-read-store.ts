/**
 * Read-store adapter on MongoDB (production). Documents are stored with `_id = id` and a hidden
 * `__norm` object holding normalised copies of their text fields for search, and a hidden
 * `__applied` object holding the marks of guarded writes (`AppliedBy`); all three are stripped on
 * read. Text is in stored form (store-text.codec), as on PostgreSQL: BSON strings are UTF-8, so the
 * driver would turn a lone surrogate into U+FFFD, and BSON keys and server regexes refuse NUL.
 */
import {
  MongoClient,
  MongoServerError,
  type Collection,
  type Db,
  type Document,
  type Filter as MongoFilter,
} from 'mongodb';
import {
  assertAppliedBy,
  assertDocument,
  assertSafeName,
  incrementFields,
  parseFilter,
  patchFields,
  planFind,
  searchableText,
  unreachable,
  type Condition,
  type SearchPlan,
  type SortKey,
} from './read-query';
import type {
  AppliedBy,
  Filter,
  FindQuery,
  FoundPage,
  ReadCollection,
  ReadDocument,
  ReadStore,
  WriteOptions,
} from './read-store.port';
import { decodeStoreJson, encodeStoreJson, encodeStoreText } from './store-text.codec';

interface StoredDocument extends Document {
  _id: string;
  __norm: Record<string, string>;
}

const NORM = '__norm';
const APPLIED = '__applied';
const HIDDEN = { _id: 0, [NORM]: 0, [APPLIED]: 0 } as const;

export class MongoReadStore implements ReadStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  static async connect(url: string, dbName: string): Promise<MongoReadStore> {
    // Undefined fields are left out, as JSON (and so the PostgreSQL adapter) leaves them out.
    const client = new MongoClient(url, { ignoreUndefined: true });
    try {
      await client.connect();
    } catch (error) {
      await client.close().catch(() => undefined);
      throw error;
    }
    return new MongoReadStore(client, client.db(dbName));
  }

  collection<T extends ReadDocument>(name: string): ReadCollection<T> {
    assertSafeName('collection', name);
    return new MongoReadCollection<T>(this.db.collection<StoredDocument>(name));
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

/** The port's `id` is Mongo's `_id`, which is always indexed. */
function path(field: string): string {
  return field === 'id' ? '_id' : field;
}

function conditionFilter(condition: Condition): Document {
  const field = path(condition.field);
  switch (condition.op) {
    case 'eq':
      return { [field]: { $eq: condition.value } };
    case 'ne':
      return { [field]: { $ne: condition.value } };
    case 'in':
      return { [field]: { $in: condition.values } };
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return { [field]: { [condition.op]: condition.value } };
    default:
      return unreachable(condition);
  }
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

function searchFilter(search: SearchPlan): Document {
  const pattern = escapeRegex(search.text);
  return { $or: search.fields.map((field) => ({ [`${NORM}.${field}`]: { $regex: pattern } })) };
}

/** A new document in stored form, with its search copies. */
function storedDocument(doc: ReadDocument): Document & ReadDocument {
  assertDocument(doc);
  return { ...encodeStoreJson(doc), [NORM]: searchableText(doc as unknown as Record<string, unknown>) };
}

/** A source's key among the marks: its dots would nest the path, so they become `:` (never in a source). */
function markKey(source: string): string {
  return source.replaceAll('.', ':');
}

/**
 * The document, unless the guard's source already applied this position or a later one. A missing
 * mark matches too. The filter and the update are one atomic `updateOne`: a racing delivery that
 * loses re-runs the filter against the winner's write and no longer matches.
 */
function unlessApplied(id: string, appliedBy: AppliedBy | undefined): MongoFilter<StoredDocument> {
  const filter: Document = { _id: encodeStoreText(id) };
  if (appliedBy) filter[`${APPLIED}.${markKey(appliedBy.source)}`] = { $not: { $gte: appliedBy.position } };
  return filter as MongoFilter<StoredDocument>;
}

/** The `$set` entry that records the guard's mark; empty for an unguarded write. */
function markSet(appliedBy: AppliedBy | undefined): Document {
  return appliedBy ? { [`${APPLIED}.${markKey(appliedBy.source)}`]: appliedBy.position } : {};
}

function isDuplicateKey(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === 11000;
}

function mongoFilter(conditions: Condition[], search: SearchPlan | null): MongoFilter<StoredDocument> {
  const parts = conditions.map(conditionFilter);
  if (search) parts.push(searchFilter(search));
  return parts.length === 0 ? {} : { $and: parts };
}

/**
 * Mongo sorts missing and null values first when ascending; the port wants them last either way,
 * so each nullable key gets a computed "is null" flag sorted before it.
 */
function sortStages(sort: SortKey[]): { ordered: Document[]; hidden: Document } {
  const flags: Document = {};
  const order: Record<string, 1 | -1> = {};
  sort.forEach(({ field, direction }, i) => {
    if (field !== 'id') {
      const flag = `__null${i}`;
      flags[flag] = { $cond: [{ $eq: [{ $ifNull: [`$${field}`, null] }, null] }, 1, 0] };
      order[flag] = 1;
    }
    order[path(field)] = direction === 'asc' ? 1 : -1;
  });
  const flagNames = Object.keys(flags);
  const ordered = flagNames.length === 0 ? [{ $sort: order }] : [{ $addFields: flags }, { $sort: order }];
  return { ordered, hidden: { ...HIDDEN, ...Object.fromEntries(flagNames.map((flag) => [flag, 0])) } };
}

class MongoReadCollection<T extends ReadDocument> implements ReadCollection<T> {
  constructor(private readonly collection: Collection<StoredDocument>) {}

  async get(id: string): Promise<T | null> {
    const doc = await this.collection.findOne({ _id: encodeStoreText(id) }, { projection: HIDDEN });
    return doc && decodeStoreJson(doc as unknown as T);
  }

  async upsert(doc: T, options: WriteOptions = {}): Promise<void> {
    const appliedBy = assertAppliedBy(options.appliedBy);
    const stored = storedDocument(doc);
    if (!appliedBy) {
      await this.collection.replaceOne({ _id: stored.id }, stored, { upsert: true });
      return;
    }
    // A replacement replaces the marks too: only this write's own remains.
    const replacement = { ...stored, [APPLIED]: { [markKey(appliedBy.source)]: appliedBy.position } };
    const replace = () => this.collection.replaceOne(unlessApplied(doc.id, appliedBy), replacement, { upsert: true });
    // When the guard refuses an existing document, the upsert tries to insert a second one with its
    // id, which the unique _id refuses: already applied. A document inserted by a racing write
    // between check and insert is refused alike, so one more try tells the two apart.
    await replace().catch(async (error: unknown) => {
      if (!isDuplicateKey(error)) throw error;
      await replace().catch((again: unknown) => {
        if (!isDuplicateKey(again)) throw again;
      });
    });
  }

  async insertIfAbsent(doc: T): Promise<boolean> {
    const stored = storedDocument(doc);
    // $setOnInsert writes only when the upsert creates the document: atomic create-if-absent.
    const result = await this.collection.updateOne({ _id: stored.id }, { $setOnInsert: stored }, { upsert: true });
    return result.upsertedCount === 1;
  }

  async patch(id: string, fields: Partial<Omit<T, 'id'>>, options: WriteOptions = {}): Promise<boolean> {
    const given = patchFields(fields);
    const appliedBy = assertAppliedBy(options.appliedBy);
    if (Object.keys(given).length === 0) return this.exists(id); // nothing to set, so nothing to mark either
    const norm = searchableText(given);
    const $set: Document = { ...encodeStoreJson(given), ...markSet(appliedBy) };
    const $unset: Document = {};
    // Refresh the search copy of every patched field: set it for text, drop it otherwise.
    for (const field of Object.keys(given)) {
      if (field in norm) $set[`${NORM}.${field}`] = norm[field];
      else $unset[`${NORM}.${field}`] = '';
    }
    const update = Object.keys($unset).length === 0 ? { $set } : { $set, $unset };
    return this.update(id, update, appliedBy);
  }

  async increment(id: string, by: Partial<Record<keyof T & string, number>>, options: WriteOptions = {}): Promise<boolean> {
    const amounts = incrementFields(by);
    const appliedBy = assertAppliedBy(options.appliedBy);
    if (amounts.length === 0) return this.exists(id); // Mongo rejects an empty $inc
    const $inc = Object.fromEntries(amounts);
    return this.update(id, appliedBy ? { $inc, $set: markSet(appliedBy) } : { $inc }, appliedBy);
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.collection.deleteOne({ _id: encodeStoreText(id) });
    return result.deletedCount === 1;
  }

  async find(query: FindQuery = {}): Promise<FoundPage<T>> {
    const plan = planFind(query);
    const filter = mongoFilter(plan.conditions, plan.search);
    const paging: Document[] = plan.limit === null ? [] : [{ $skip: plan.skip }, { $limit: plan.limit }];
    const { ordered, hidden } = sortStages(plan.sort);
    const pipeline: Document[] = [{ $match: filter }, ...ordered, ...paging, { $project: hidden }];
    const [items, totalItems] = await Promise.all([
      this.collection.aggregate<T>(pipeline).toArray(),
      this.collection.countDocuments(filter),
    ]);
    return { items: items.map(decodeStoreJson), totalItems };
  }

  async count(filter?: Filter): Promise<number> {
    return this.collection.countDocuments(mongoFilter(parseFilter(filter), null));
  }

  async clear(): Promise<void> {
    // deleteMany rather than drop keeps the collection's indexes and options.
    await this.collection.deleteMany({});
  }

  /** Updates an existing document, guarded; true when it exists, whether or not the guard skipped. */
  private async update(id: string, update: Document, appliedBy: AppliedBy | undefined): Promise<boolean> {
    const result = await this.collection.updateOne(unlessApplied(id, appliedBy), update, { upsert: false });
    if (result.matchedCount === 1) return true;
    // Skipped as already applied, or no document: only a replay or a racing delivery pays this query.
    return appliedBy !== undefined && this.exists(id);
  }

  private async exists(id: string): Promise<boolean> {
    return (await this.collection.countDocuments({ _id: encodeStoreText(id) }, { limit: 1 })) === 1;
  }
}
