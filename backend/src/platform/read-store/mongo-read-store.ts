/**
 * Read-store adapter on MongoDB (production). Documents are stored with `_id = id` and a hidden
 * `__norm` object holding normalised copies of their text fields for search; both are stripped on
 * read. Text is in stored form (store-text.codec), as on PostgreSQL: BSON strings are UTF-8, so the
 * driver would turn a lone surrogate into U+FFFD, and BSON keys and server regexes refuse NUL.
 */
import { MongoClient, type Collection, type Db, type Document, type Filter as MongoFilter } from 'mongodb';
import {
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
import type { Filter, FindQuery, FoundPage, ReadCollection, ReadDocument, ReadStore } from './read-store.port';
import { decodeStoreJson, encodeStoreJson, encodeStoreText } from './store-text.codec';

interface StoredDocument extends Document {
  _id: string;
  __norm: Record<string, string>;
}

const NORM = '__norm';
const HIDDEN = { _id: 0, [NORM]: 0 } as const;

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

  async upsert(doc: T): Promise<void> {
    const stored = storedDocument(doc);
    await this.collection.replaceOne({ _id: stored.id }, stored, { upsert: true });
  }

  async insertIfAbsent(doc: T): Promise<boolean> {
    const stored = storedDocument(doc);
    // $setOnInsert writes only when the upsert creates the document: atomic create-if-absent.
    const result = await this.collection.updateOne({ _id: stored.id }, { $setOnInsert: stored }, { upsert: true });
    return result.upsertedCount === 1;
  }

  async patch(id: string, fields: Partial<Omit<T, 'id'>>): Promise<boolean> {
    const given = patchFields(fields);
    if (Object.keys(given).length === 0) return this.exists(id); // Mongo rejects an empty update
    const norm = searchableText(given);
    const $set: Document = { ...encodeStoreJson(given) };
    const $unset: Document = {};
    // Refresh the search copy of every patched field: set it for text, drop it otherwise.
    for (const field of Object.keys(given)) {
      if (field in norm) $set[`${NORM}.${field}`] = norm[field];
      else $unset[`${NORM}.${field}`] = '';
    }
    const update = Object.keys($unset).length === 0 ? { $set } : { $set, $unset };
    const result = await this.collection.updateOne({ _id: encodeStoreText(id) }, update);
    return result.matchedCount === 1;
  }

  async increment(id: string, by: Partial<Record<keyof T & string, number>>): Promise<boolean> {
    const amounts = incrementFields(by);
    if (amounts.length === 0) return this.exists(id); // Mongo rejects an empty $inc
    const $inc = Object.fromEntries(amounts);
    const result = await this.collection.updateOne({ _id: encodeStoreText(id) }, { $inc }, { upsert: false });
    return result.matchedCount === 1;
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

  private async exists(id: string): Promise<boolean> {
    return (await this.collection.countDocuments({ _id: encodeStoreText(id) }, { limit: 1 })) === 1;
  }
}
