/**
 * The MongoDB adapter driven through a scripted stand-in for the driver's database and collection,
 * the one place a stand-in is right: no MongoDB server runs here. The contract suite covers the
 * behaviour against a real server when MONGO_URL is set; this covers the round trips and mappings.
 */
import { MongoServerError, type Db, type Document } from 'mongodb';
import { MongoReadStore } from './mongo-read-store';
import { ReadStoreDocumentTooLargeError } from './read-query';
import type { CollectionOptions, ReadDocument } from './read-store.port';

interface Call {
  method: string;
  args: unknown[];
}

/** Records every call; each method answers from its script, or a harmless default. */
class ScriptedCollection {
  readonly calls: Call[] = [];
  readonly script: Partial<Record<string, Array<() => unknown>>> = {};

  private answer(method: string, args: unknown[], fallback: unknown): Promise<unknown> {
    this.calls.push({ method, args });
    const next = this.script[method]?.shift();
    try {
      return Promise.resolve(next ? next() : fallback);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  methods(): string[] {
    return this.calls.map((call) => call.method);
  }

  createIndexes(...args: unknown[]) {
    return this.answer('createIndexes', args, []);
  }
  aggregate(...args: unknown[]) {
    return { toArray: () => this.answer('aggregate', args, []) };
  }
  countDocuments(...args: unknown[]) {
    return this.answer('countDocuments', args, 0);
  }
  findOne(...args: unknown[]) {
    return this.answer('findOne', args, null);
  }
  replaceOne(...args: unknown[]) {
    return this.answer('replaceOne', args, { matchedCount: 0, upsertedCount: 1 });
  }
  updateOne(...args: unknown[]) {
    return this.answer('updateOne', args, { matchedCount: 1, upsertedCount: 0 });
  }
  deleteOne(...args: unknown[]) {
    return this.answer('deleteOne', args, { deletedCount: 1 });
  }
  deleteMany(...args: unknown[]) {
    return this.answer('deleteMany', args, { deletedCount: 0 });
  }
  bulkWrite(...args: unknown[]) {
    return this.answer('bulkWrite', args, {});
  }
}

function scripted() {
  const collections = new Map<string, ScriptedCollection>();
  const db = {
    collection: (name: string) => {
      if (!collections.has(name)) collections.set(name, new ScriptedCollection());
      return collections.get(name)!;
    },
  };
  return { store: MongoReadStore.onDatabase(db as unknown as Db), fake: (name: string) => db.collection(name) };
}

const serverError = (code: number) => new MongoServerError({ message: `scripted error ${code}`, code });

interface Row extends ReadDocument {
  uid: string;
  createdAt: string;
  name?: string;
  views?: number | null;
  details?: Record<string, unknown>;
}

const INBOX: CollectionOptions = {
  present: ['uid', 'createdAt'],
  indexes: [['uid', { field: 'createdAt', direction: 'desc' }], ['uid', 'isRead']],
};

describe('MongoReadStore against a scripted driver', () => {
  it('returns a page and its total from one aggregate round trip', async () => {
    const { store, fake } = scripted();
    const inbox = fake('inbox');
    inbox.script.aggregate = [() => [{ items: [{ id: 'n2', uid: 'u1', createdAt: '2' }], total: [{ n: 21 }] }]];
    const page = await store
      .collection<Row>('inbox', INBOX)
      .find({ filter: { uid: 'u1' }, sort: [{ field: 'createdAt', direction: 'desc' }], page: 2, limit: 20 });
    expect(page).toEqual({ items: [{ id: 'n2', uid: 'u1', createdAt: '2' }], totalItems: 21 });
    expect(inbox.methods()).toEqual(['createIndexes', 'aggregate']);
    const [pipeline] = inbox.calls[1]!.args as [Document[]];
    expect(pipeline.map((stage) => Object.keys(stage)[0])).toEqual(['$match', '$sort', '$facet']);
  });

  it('counts no match as 0 and decodes stored text', async () => {
    const { store, fake } = scripted();
    fake('rows').script.aggregate = [() => [{ items: [], total: [] }], () => [{ items: [{ id: 'a', name: '\uFDD0AAAA' }], total: [{ n: 1 }] }]];
    const rows = store.collection<Row>('rows');
    expect(await rows.find({ limit: 5 })).toEqual({ items: [], totalItems: 0 });
    expect(await rows.find({ limit: 5 })).toEqual({ items: [{ id: 'a', name: '\u0000' }], totalItems: 1 });
  });

  it.each([10334, 4031700])('pages and counts apart when the facet result is too large (%i)', async (code) => {
    const { store, fake } = scripted();
    const rows = fake('rows');
    rows.script.aggregate = [
      () => {
        throw serverError(code);
      },
      () => [{ id: 'a' }, { id: 'b' }],
    ];
    rows.script.countDocuments = [() => 7];
    expect(await store.collection<Row>('rows').find({ limit: 2 })).toEqual({ items: [{ id: 'a' }, { id: 'b' }], totalItems: 7 });
    expect(rows.methods()).toEqual(['aggregate', 'aggregate', 'countDocuments']);
    const [plain] = rows.calls[1]!.args as [Document[]];
    expect(plain.map((stage) => Object.keys(stage)[0])).toEqual(['$match', '$sort', '$skip', '$limit', '$project']);
  });

  it('passes other aggregate errors through', async () => {
    const { store, fake } = scripted();
    fake('rows').script.aggregate = [
      () => {
        throw serverError(2);
      },
    ];
    await expect(store.collection<Row>('rows').find({ limit: 2 })).rejects.toThrow('scripted error 2');
  });

  it('lists without a limit in one round trip, counting the items', async () => {
    const { store, fake } = scripted();
    fake('rows').script.aggregate = [() => [{ id: 'a' }, { id: 'b' }, { id: 'c' }]];
    expect(await store.collection<Row>('rows').find()).toMatchObject({ totalItems: 3 });
    expect(fake('rows').methods()).toEqual(['aggregate']);
  });

  it('creates the declared indexes once per process, for every handle, and retries a failed attempt', async () => {
    const { store, fake } = scripted();
    const inbox = fake('inbox');
    inbox.script.createIndexes = [
      () => {
        throw serverError(91); // shutting down
      },
    ];
    await expect(store.collection<Row>('inbox', INBOX).get('x')).rejects.toThrow('scripted error 91');
    await store.collection<Row>('inbox', INBOX).get('x');
    await store.collection<Row>('inbox', INBOX).count({ uid: 'u1' });
    await store.collection<Row>('inbox', INBOX).upsert({ id: 'n1', uid: 'u1', createdAt: '1' });
    await store.collection<Row>('inbox').get('x'); // a handle without declarations creates nothing
    expect(inbox.methods().filter((m) => m === 'createIndexes')).toHaveLength(2);
    expect(inbox.calls[0]!.args[0]).toEqual([
      { key: { uid: 1, createdAt: -1, _id: 1 }, name: 'uid_1_createdAt_-1__id_1' },
      { key: { uid: 1, isRead: 1, _id: 1 }, name: 'uid_1_isRead_1__id_1' },
    ]);
    expect(fake('other').methods()).toEqual([]);
  });

  it('refuses a document over the limit before any round trip', async () => {
    const { store, fake } = scripted();
    const rows = store.collection<Row>('rows');
    const huge: Row = { id: 'h', uid: 'u', createdAt: '1', name: 'a'.repeat(8 * 1024 * 1024) };
    await expect(rows.upsert(huge)).rejects.toThrow(ReadStoreDocumentTooLargeError);
    await expect(rows.patch('h', { name: huge.name })).rejects.toThrow(ReadStoreDocumentTooLargeError);
    expect(fake('rows').methods()).toEqual([]);
  });

  it.each([10334, 17419, 17420])('maps a write the server refuses for its size (%i) to the port error', async (code) => {
    const { store, fake } = scripted();
    const fail = () => {
      throw serverError(code);
    };
    fake('rows').script.updateOne = [fail, fail];
    fake('rows').script.replaceOne = [fail];
    const rows = store.collection<Row>('rows');
    await expect(rows.patch('r', { name: 'x' })).rejects.toThrow(ReadStoreDocumentTooLargeError);
    await expect(rows.increment('r', { views: 1 })).rejects.toThrow(ReadStoreDocumentTooLargeError);
    await expect(rows.upsert({ id: 'r', uid: 'u', createdAt: '1' })).rejects.toThrow(ReadStoreDocumentTooLargeError);
  });

  it('increments with an update pipeline that treats null as 0', async () => {
    const { store, fake } = scripted();
    await store.collection<Row>('rows').increment('r', { views: 2 });
    const [filter, update] = fake('rows').calls[0]!.args as [Document, Document[]];
    expect(filter).toEqual({ _id: 'r' });
    expect(update).toEqual([{ $set: { views: { $add: [{ $ifNull: ['$views', 0] }, { $literal: 2 }] } } }]);
  });

  it('never sends a nested key holding $, . or NUL to the server', async () => {
    const { store, fake } = scripted();
    const details = { 'a.b': { $where: 1, 'c\u0000': ['.', { $: 2 }] } };
    const rows = store.collection<Row>('rows');
    await rows.upsert({ id: 'r', uid: 'u', createdAt: '1', details });
    await rows.insertIfAbsent({ id: 's', uid: 'u', createdAt: '1', details });
    await rows.patch('r', { details });
    const keys: string[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value !== null && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          keys.push(key);
          collect(inner);
        }
      }
    };
    fake('rows').calls.forEach((call) => collect(call.args[1]));
    const operatorsAndPaths = /^(\$set|\$setOnInsert|\$unset|__norm\.[a-z]+)$/;
    expect(keys).toContain('a\uFDD0AACOb');
    expect(keys.filter((key) => /[.$\u0000]/.test(key) && !operatorsAndPaths.test(key))).toEqual([]);
  });

  it('stores many documents in one unordered bulk write: replaced, merged with the stored marks, deleted', async () => {
    const { store, fake } = scripted();
    const rows = store.collection<Row>('rows', INBOX);
    await rows.writeMany([
      { id: 'a', doc: { id: 'a', uid: 'u', createdAt: '1', name: 'Nguyễn' }, marks: { 'x.v1': '7' }, replaceMarks: true },
      { id: 'b', doc: { id: 'b', uid: 'u', createdAt: '2', name: '$where' }, marks: { 'x.v1': '8' }, replaceMarks: false },
      { id: 'c', doc: null, marks: {}, replaceMarks: true },
    ]);
    await rows.writeMany([]);
    const bulk = fake('rows').calls.filter((call) => call.method === 'bulkWrite');
    expect(bulk).toHaveLength(1);
    const [operations, options] = bulk[0]!.args as [Document[], Document];
    expect(options).toEqual({ ordered: false });
    expect(operations[0]).toEqual({
      replaceOne: {
        filter: { _id: 'a' },
        replacement: { _id: 'a', id: 'a', uid: 'u', createdAt: '1', name: 'Nguyễn', __norm: { id: 'a', uid: 'u', createdAt: '1', name: 'nguyen' }, __applied: { 'x:v1': '7' } },
        upsert: true,
      },
    });
    // Values reach the pipeline as literals: a string starting with $ is never read as a field path.
    expect(operations[1]).toEqual({
      updateOne: {
        filter: { _id: 'b' },
        update: [
          {
            $replaceWith: {
              $mergeObjects: [
                { $literal: { _id: 'b', id: 'b', uid: 'u', createdAt: '2', name: '$where', __norm: { id: 'b', uid: 'u', createdAt: '2', name: '$where' } } },
                { __applied: { $mergeObjects: [{ $ifNull: ['$__applied', {}] }, { $literal: { 'x:v1': '8' } }] } },
              ],
            },
          },
        ],
        upsert: true,
      },
    });
    expect(operations[2]).toEqual({ deleteOne: { filter: { _id: 'c' } } });
  });

  it('refuses a page with a missing present field before any round trip', async () => {
    const { store, fake } = scripted();
    const rows = store.collection<Row>('rows', INBOX);
    await expect(rows.writeMany([{ id: 'a', doc: { id: 'a', uid: 'u' } as Row, marks: {}, replaceMarks: true }])).rejects.toThrow('declared present');
    expect(fake('rows').methods()).toEqual([]);
  });
});
