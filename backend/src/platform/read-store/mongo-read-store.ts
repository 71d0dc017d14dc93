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
  type AnyBulkWriteOperation,
  type Document,
  type Filter as MongoFilter,
} from 'mongodb';
import {
  findPipelines,
  HIDDEN,
  incrementUpdate,
  indexSpecs,
  markPath,
  mongoFilter,
  NORM,
  APPLIED,
  markKey,
  type FacetResult,
} from './mongo-read-query';
import {
  assertAppliedBy,
  assertDocument,
  assertPatchKeepsDeclared,
  assertDeclaredFields,
  assertSafeName,
  assertStoredSize,
  checkDocumentStates,
  incrementFields,
  parseFilter,
  patchFields,
  planCollection,
  planFind,
  presentInResults,
  ReadStoreDocumentTooLargeError,
  searchableText,
  type CollectionPlan,
} from './read-query';
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
} from './read-store.port';
import { decodeStoreJson, encodeBsonStoreJson, encodeStoreText } from './store-text.codec';

interface StoredDocument extends Document {
  _id: string;
  __norm: Record<string, string>;
}

export class MongoReadStore implements ReadStore {
  private readonly indexes = new Map<string, Promise<void>>();

  private constructor(
    private readonly db: Db,
    private readonly closeClient: () => Promise<void>,
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
    return new MongoReadStore(client.db(dbName), () => client.close());
  }

  /** On a database of a client connected elsewhere (with `ignoreUndefined`); `close` leaves it open. */
  static onDatabase(db: Db): MongoReadStore {
    return new MongoReadStore(db, async () => undefined);
  }

  collection<T extends ReadDocument>(name: string, options?: CollectionOptions): ReadCollection<T> {
    assertSafeName('collection', name);
    const plan = planCollection(options);
    const collection = this.db.collection<StoredDocument>(name);
    return new MongoReadCollection<T>(collection, plan, () => this.ensureIndexes(name, collection, plan));
  }

  async close(): Promise<void> {
    await this.closeClient();
  }

  /**
   * Creates the declared indexes on a collection's first use, once per process and declaration.
   * `createIndexes` with an index that exists under the same name and keys is a no-op, so every
   * process and every restart may run it; a failed attempt is retried on the next use.
   */
  private ensureIndexes(name: string, collection: Collection<StoredDocument>, plan: CollectionPlan): Promise<void> {
    const specs = indexSpecs(plan);
    if (specs.length === 0) return Promise.resolve();
    const key = `${name}\u0000${JSON.stringify(specs)}`;
    let ready = this.indexes.get(key);
    if (!ready) {
      ready = collection.createIndexes(specs).then(() => undefined);
      this.indexes.set(key, ready);
      ready.catch(() => this.indexes.delete(key));
    }
    return ready;
  }
}

/** A new document in stored form, with its search copies; refused when too large to store. */
function storedDocument(collection: CollectionPlan, doc: ReadDocument): Document & ReadDocument {
  assertDocument(doc);
  assertDeclaredFields(collection, doc as unknown as Record<string, unknown>);
  const stored = encodeBsonStoreJson(doc);
  const norm = searchableText(doc as unknown as Record<string, unknown>);
  assertStoredSize(stored.id, stored as unknown as Record<string, unknown>, norm);
  return { ...stored, [NORM]: norm };
}

/**
 * The document, unless the guard's source already applied this position or a later one. A missing
 * mark matches too. The filter and the update are one atomic `updateOne`: a racing delivery that
 * loses re-runs the filter against the winner's write and no longer matches.
 */
function unlessApplied(id: string, appliedBy: AppliedBy | undefined): MongoFilter<StoredDocument> {
  const filter: Document = { _id: encodeStoreText(id) };
  if (appliedBy) filter[markPath(appliedBy)] = { $not: { $gte: appliedBy.position } };
  return filter as MongoFilter<StoredDocument>;
}

/** The `$set` entry that records the guard's mark; empty for an unguarded write. */
function markSet(appliedBy: AppliedBy | undefined): Document {
  return appliedBy ? { [markPath(appliedBy)]: appliedBy.position } : {};
}

function isDuplicateKey(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === 11000;
}

// BSONObjectTooLarge, and a document grown past 16 MiB by an update (17419) or an upsert (17420).
const TOO_LARGE_CODES: ReadonlySet<unknown> = new Set([10334, 17419, 17420]);
// A `$facet` result over its own (100 MB) cap.
const FACET_TOO_LARGE = 4031700;

function isTooLarge(error: unknown): boolean {
  if (error instanceof MongoServerError) return TOO_LARGE_CODES.has(error.code);
  // The driver refuses to serialise a command over the server's maximum message size.
  return error instanceof Error && error.name === 'BSONError' && /larger than the maximum|too large/i.test(error.message);
}

/** A write the server refused for its size is the port's error, whatever the adapter. */
async function sizeChecked<R>(id: string, write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (isTooLarge(error)) throw new ReadStoreDocumentTooLargeError(id, null);
    throw error;
  }
}

class MongoReadCollection<T extends ReadDocument> implements ReadCollection<T> {
  constructor(
    private readonly collection: Collection<StoredDocument>,
    private readonly plan: CollectionPlan,
    private readonly ready: () => Promise<void>,
  ) {}

  async get(id: string): Promise<T | null> {
    await this.ready();
    const doc = await this.collection.findOne({ _id: encodeStoreText(id) }, { projection: HIDDEN });
    return doc && decodeStoreJson(doc as unknown as T);
  }

  async upsert(doc: T, options: WriteOptions = {}): Promise<void> {
    const appliedBy = assertAppliedBy(options.appliedBy);
    const stored = storedDocument(this.plan, doc);
    await this.ready();
    if (!appliedBy) {
      await sizeChecked(doc.id, () => this.collection.replaceOne({ _id: stored.id }, stored, { upsert: true }));
      return;
    }
    // A replacement replaces the marks too: only this write's own remains.
    const replacement = { ...stored, [APPLIED]: { [markKey(appliedBy.source)]: appliedBy.position } };
    const replace = () =>
      sizeChecked(doc.id, () => this.collection.replaceOne(unlessApplied(doc.id, appliedBy), replacement, { upsert: true }));
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
    const stored = storedDocument(this.plan, doc);
    await this.ready();
    // $setOnInsert writes only when the upsert creates the document: atomic create-if-absent.
    const result = await sizeChecked(doc.id, () =>
      this.collection.updateOne({ _id: stored.id }, { $setOnInsert: stored }, { upsert: true }),
    );
    return result.upsertedCount === 1;
  }

  async patch(id: string, fields: Partial<Omit<T, 'id'>>, options: WriteOptions = {}): Promise<boolean> {
    const given = patchFields(fields);
    const appliedBy = assertAppliedBy(options.appliedBy);
    assertPatchKeepsDeclared(this.plan, given);
    if (Object.keys(given).length === 0) return this.exists(id); // nothing to set, so nothing to mark either
    const norm = searchableText(given);
    const encoded = encodeBsonStoreJson(given);
    assertStoredSize(encodeStoreText(id), encoded, norm);
    const $set: Document = { ...encoded, ...markSet(appliedBy) };
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
    if (amounts.length === 0) return this.exists(id); // an empty update is refused
    return this.update(id, incrementUpdate(amounts, appliedBy), appliedBy);
  }

  async delete(id: string): Promise<boolean> {
    await this.ready();
    const result = await this.collection.deleteOne({ _id: encodeStoreText(id) });
    return result.deletedCount === 1;
  }

  async find(query: FindQuery = {}): Promise<FoundPage<T>> {
    const plan = planFind(query);
    const pipelines = findPipelines(plan, presentInResults(this.plan, plan.conditions));
    await this.ready();
    if (pipelines.page) {
      try {
        const [result] = await this.collection.aggregate<FacetResult<T>>(pipelines.page).toArray();
        return { items: (result?.items ?? []).map(decodeStoreJson), totalItems: result?.total[0]?.n ?? 0 };
      } catch (error) {
        // A page of large documents can pass 16 MiB in one result document: page and count apart.
        if (!isTooLarge(error) && !(error instanceof MongoServerError && error.code === FACET_TOO_LARGE)) throw error;
      }
      const [items, totalItems] = await Promise.all([
        this.collection.aggregate<T>(pipelines.items).toArray(),
        this.collection.countDocuments(pipelines.filter),
      ]);
      return { items: items.map(decodeStoreJson), totalItems };
    }
    // Without a limit every match is returned, so the count is the number of items.
    const items = await this.collection.aggregate<T>(pipelines.items).toArray();
    return { items: items.map(decodeStoreJson), totalItems: items.length };
  }

  async count(filter?: Filter): Promise<number> {
    const mongo = mongoFilter(parseFilter(filter), null);
    await this.ready();
    return this.collection.countDocuments(mongo);
  }

  async clear(): Promise<void> {
    // deleteMany rather than drop keeps the collection's indexes and options.
    await this.ready();
    await this.collection.deleteMany({});
  }

  async writeMany(states: ReadonlyArray<DocumentState<T>>): Promise<void> {
    const operations = checkDocumentStates(states).map((state): AnyBulkWriteOperation<StoredDocument> => {
      const _id = encodeStoreText(state.id);
      if (state.doc === null) return { deleteOne: { filter: { _id } } };
      const marks = Object.fromEntries(Object.entries(state.marks).map(([source, position]) => [markKey(source), position]));
      const stored = { ...storedDocument(this.plan, state.doc), _id };
      if (state.replaceMarks) return { replaceOne: { filter: { _id }, replacement: { ...stored, [APPLIED]: marks }, upsert: true } };
      // The stored marks stay and these join them: a pipeline, with the new values as literals.
      const merged = { $mergeObjects: [{ $literal: stored }, { [APPLIED]: { $mergeObjects: [{ $ifNull: [`$${APPLIED}`, {}] }, { $literal: marks }] } }] };
      return { updateOne: { filter: { _id }, update: [{ $replaceWith: merged }], upsert: true } };
    });
    if (operations.length === 0) return;
    await this.ready();
    await sizeChecked(operations.length === 1 ? states[0].id : `${operations.length} documents`, () =>
      this.collection.bulkWrite(operations, { ordered: false }),
    );
  }

  /** Updates an existing document, guarded; true when it exists, whether or not the guard skipped. */
  private async update(id: string, update: Document | Document[], appliedBy: AppliedBy | undefined): Promise<boolean> {
    await this.ready();
    const result = await sizeChecked(id, () => this.collection.updateOne(unlessApplied(id, appliedBy), update, { upsert: false }));
    if (result.matchedCount === 1) return true;
    // Skipped as already applied, or no document: only a replay or a racing delivery pays this query.
    return appliedBy !== undefined && this.exists(id);
  }

  private async exists(id: string): Promise<boolean> {
    await this.ready();
    return (await this.collection.countDocuments({ _id: encodeStoreText(id) }, { limit: 1 })) === 1;
  }
}
