/**
 * The one contract every read-store adapter must pass. Each adapter's int-spec runs it against a
 * real server; each test uses its own collection so tests stay independent.
 */
import { ReadStoreDocumentTooLargeError, ReadStoreUsageError } from './read-query';
import { formatPosition } from '../event-store/event-store.port';
import {
  MAX_STORED_DOCUMENT_BYTES,
  type AppliedBy,
  type CollectionOptions,
  type Filter,
  type FindQuery,
  type FoundPage,
  type ReadCollection,
  type ReadDocument,
  type ReadStore,
  type WriteOptions,
} from './read-store.port';
import { HOSTILE_IDS, HOSTILE_STRINGS } from './hostile-strings';
import { STORE_TEXT_ESCAPE } from './store-text.codec';

export interface ReadStoreUnderTest {
  store: ReadStore;
  cleanup: () => Promise<void>;
}

interface Product extends ReadDocument {
  name: string;
  price?: number | null;
  code?: string;
  published?: boolean;
  category?: string | null;
  tags?: string[];
  releasedAt?: string;
  details?: { level: string; modules: number[] };
}

interface Person extends ReadDocument {
  name: string | number;
  email?: string;
  note?: string;
  tags?: string[];
  price?: number;
}

interface Counter extends ReadDocument {
  name: string;
  views: number;
  likes?: number;
}

const PRODUCTS: Product[] = [
  { id: 'p1', name: 'SEO', price: 9, code: '9', published: true, category: 'seo', tags: ['seo', 'ads'], releasedAt: '2024-01-10T00:00:00.000Z' },
  { id: 'p2', name: 'Ads', price: 10, code: '10', published: false, category: 'ads', tags: ['ads'], releasedAt: '2024-02-01T00:00:00.000Z' },
  { id: 'p3', name: 'Email', price: 100, code: '100', published: true, category: null, tags: [], releasedAt: '2024-03-01T00:00:00.000Z' },
  { id: 'p4', name: 'Draft', code: 'abc', published: false },
  { id: 'p5', name: 'Mini', price: 2.5, code: '2.5', published: true, category: 'seo' },
];

const ids = (page: FoundPage<ReadDocument>): string[] => page.items.map((doc) => doc.id);

interface Note extends ReadDocument {
  text: string;
  nested: { text: string; keyed: Record<string, string>; list: string[] };
  list: string[];
}

function note(id: string, text: string): Note {
  return { id, text, nested: { text, keyed: { [text]: text }, list: [text, 'x'] }, list: ['x', text] };
}

export function readStoreContract(name: string, connect: () => Promise<ReadStoreUnderTest>): void {
  describe(`${name} satisfies the read-store contract`, () => {
    let subject: ReadStoreUnderTest | undefined;
    let sequence = 0;

    beforeAll(async () => {
      subject = await connect();
    });
    afterAll(async () => {
      await subject?.cleanup();
    });

    function store(): ReadStore {
      if (!subject) throw new Error('read store not connected');
      return subject.store;
    }

    /** A collection no other test touches. */
    function fresh<T extends ReadDocument>(label: string, options?: CollectionOptions): ReadCollection<T> {
      sequence += 1;
      return store().collection<T>(`contract_${sequence}_${label}`, options);
    }

    async function seeded<T extends ReadDocument>(label: string, docs: T[]): Promise<ReadCollection<T>> {
      const collection = fresh<T>(label);
      for (const doc of docs) await collection.upsert(doc);
      return collection;
    }

    describe('documents', () => {
      it('stores a document and returns exactly what was stored', async () => {
        const products = fresh<Product>('get');
        const doc: Product = { ...PRODUCTS[0]!, details: { level: 'Cơ bản', modules: [1, 2] } };
        await products.upsert(doc);
        expect(await products.get('p1')).toEqual(doc);
        expect(await products.get('missing')).toBeNull();
      });

      it('replaces the whole document on a second upsert', async () => {
        const products = fresh<Product>('replace');
        await products.upsert(PRODUCTS[0]!);
        await products.upsert({ id: 'p1', name: 'SEO 2' });
        expect(await products.get('p1')).toEqual({ id: 'p1', name: 'SEO 2' });
        expect(await products.count()).toBe(1);
      });

      it('inserts if absent exactly once, even when 20 callers race', async () => {
        const products = fresh<Product>('insert_once');
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) => products.insertIfAbsent({ id: 'p1', name: `Bản ${i}` })),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
        const winner = results.indexOf(true);
        expect(await products.get('p1')).toEqual({ id: 'p1', name: `Bản ${winner}` });
        expect(await products.insertIfAbsent({ id: 'p1', name: 'khác' })).toBe(false);
        expect(await products.find({ search: { text: `ban ${winner}`, fields: ['name'] } })).toMatchObject({ totalItems: 1 });
      });

      it('patches top-level fields of an existing document only', async () => {
        const products = await seeded('patch', [PRODUCTS[0]!]);
        expect(await products.patch('p1', { price: 12, category: null, details: { level: 'A', modules: [] } })).toBe(true);
        expect(await products.get('p1')).toEqual({
          ...PRODUCTS[0],
          price: 12,
          category: null,
          details: { level: 'A', modules: [] },
        });
        expect(await products.patch('nobody', { price: 1 })).toBe(false);
        expect(await products.get('nobody')).toBeNull();
      });

      it('deletes a document and reports whether there was one', async () => {
        const products = await seeded('delete', PRODUCTS.slice(0, 2));
        expect(await products.delete('p1')).toBe(true);
        expect(await products.delete('p1')).toBe(false);
        expect(await products.get('p1')).toBeNull();
        expect(await products.get('p2')).toEqual(PRODUCTS[1]);
      });

      it('creates a collection safely when its first uses are concurrent', async () => {
        const products = fresh<Product>('first_use');
        await Promise.all(PRODUCTS.map((doc) => products.upsert(doc)));
        expect(await products.count()).toBe(PRODUCTS.length);
      });
    });

    describe('filters', () => {
      let products: ReadCollection<Product>;
      beforeAll(async () => {
        products = await seeded('filters', PRODUCTS);
      });

      const cases: Array<[string, Filter, string[]]> = [
        ['no filter', {}, ['p1', 'p2', 'p3', 'p4', 'p5']],
        ['string equality', { category: 'seo' }, ['p1', 'p5']],
        ['number equality', { price: 10 }, ['p2']],
        ['a number never equals a numeric string', { price: '10' }, []],
        ['a string never equals a number', { code: 10 }, []],
        ['numeric string equality', { code: '10' }, ['p2']],
        ['boolean true', { published: true }, ['p1', 'p3', 'p5']],
        ['boolean false', { published: false }, ['p2', 'p4']],
        ['null matches null and missing', { category: null }, ['p3', 'p4']],
        ['equality matches an element of an array field', { tags: 'ads' }, ['p1', 'p2']],
        ['$ne includes missing and null', { category: { $ne: 'seo' } }, ['p2', 'p3', 'p4']],
        ['$ne null means present', { category: { $ne: null } }, ['p1', 'p2', 'p5']],
        ['$in with null', { category: { $in: ['ads', null] } }, ['p2', 'p3', 'p4']],
        ['$in numbers', { price: { $in: [9, 100] } }, ['p1', 'p3']],
        ['$in empty matches nothing', { price: { $in: [] } }, []],
        ['$gt compares numbers numerically', { price: { $gt: 9 } }, ['p2', 'p3']],
        ['$gte with $lt', { price: { $gte: 9, $lt: 100 } }, ['p1', 'p2']],
        ['$lte', { price: { $lte: 9 } }, ['p1', 'p5']],
        ['$gt compares strings as text', { code: { $gt: '2' } }, ['p1', 'p4', 'p5']],
        ['$lt compares strings as text', { code: { $lt: '2' } }, ['p2', 'p3']],
        ['a string bound never matches numbers', { price: { $gt: '0' } }, []],
        ['a number bound never matches strings', { code: { $gt: 0 } }, []],
        ['ISO dates compare as strings', { releasedAt: { $gte: '2024-02-01T00:00:00.000Z' } }, ['p2', 'p3']],
        ['boolean range', { published: { $gt: false } }, ['p1', 'p3', 'p5']],
        ['id equality', { id: 'p3' }, ['p3']],
        ['all conditions must hold', { published: true, price: { $gt: 5 } }, ['p1', 'p3']],
      ];

      it.each(cases)('%s', async (_label, filter, expected) => {
        expect(ids(await products.find({ filter }))).toEqual(expected);
        expect(await products.count(filter)).toBe(expected.length);
      });

      it('returns documents without any hidden fields', async () => {
        const { items } = await products.find({ filter: { id: { $in: ['p1', 'p4'] } } });
        expect(items).toEqual([PRODUCTS[0], PRODUCTS[3]]);
      });

      it('rejects unknown operators and non-scalar values', async () => {
        const bad = [{ price: { $regex: '.' } }, { price: { $in: 'x' } }, { price: {} }, { price: [1] }, { price: Number.NaN }];
        for (const filter of bad) {
          await expect(products.find({ filter: filter as unknown as Filter })).rejects.toThrow(ReadStoreUsageError);
        }
      });
    });

    describe('search', () => {
      const PEOPLE: Person[] = [
        { id: 's1', name: 'Nguyễn Văn An', email: 'an@example.com' },
        { id: 's2', name: 'Đặng Thị Bình' },
        { id: 's3', name: 'Trần Hưng Đạo', note: 'bạn của Nguyễn' },
        { id: 's4', name: 'Giảm 50% học phí' },
        { id: 's5', name: 'Giảm 500 học phí' },
        { id: 's6', name: 'file_name.txt' },
        { id: 's7', name: 'filexname.txt' },
        { id: 's8', name: 'Khóa (SEO) nâng cao', tags: ['Quảng cáo', 'Tiếp thị'], price: 50 },
      ];
      let people: ReadCollection<Person>;
      beforeAll(async () => {
        people = await seeded('search', PEOPLE);
      });

      const search = async (text: string, fields = ['name'], rest: FindQuery = {}) =>
        ids(await people.find({ ...rest, search: { text, fields } }));

      it.each<[string, string[], string[]]>([
        ['nguyen', ['name'], ['s1']],
        ['NGUYEN', ['name', 'note'], ['s1', 's3']],
        ['dang', ['name'], ['s2']],
        ['thi binh', ['name'], ['s2']],
        ['Đạo', ['name'], ['s3']],
        ['  TRẦN   hưng ', ['name'], ['s3']],
        ['example.com', ['email'], ['s1']],
        ['quang cao', ['tags'], ['s8']],
      ])('finds %j in %j without caring about case or accents', async (text, fields, expected) => {
        expect(await search(text, fields)).toEqual(expected);
      });

      it.each<[string, string[]]>([
        ['50%', ['s4']],
        ['%', ['s4']],
        ['e_n', ['s6']],
        ['_', ['s6']],
        ['(seo)', ['s8']],
        ['a.e', []],
        ['[', []],
        ['\\', []],
        ['#', []],
      ])('treats %j literally', async (text, expected) => {
        expect(await search(text)).toEqual(expected);
      });

      it('searches only the requested fields', async () => {
        expect(await search('nguyen', ['note'])).toEqual(['s3']);
        expect(await search('an@', ['name'])).toEqual([]);
        expect(await search('50', ['price'])).toEqual([]); // numbers are not text
      });

      it('never matches across two elements of a text array', async () => {
        expect(await search('cao tiep', ['tags'])).toEqual([]);
      });

      it('ignores a blank search and combines with filters and paging', async () => {
        expect(await search('   ')).toHaveLength(PEOPLE.length);
        const page = await people.find({ search: { text: 'giam', fields: ['name'] }, limit: 1, page: 2 });
        expect(page).toEqual({ items: [PEOPLE[4]], totalItems: 2 });
        expect(await search('giam', ['name'], { filter: { id: { $ne: 's4' } } })).toEqual(['s5']);
      });

      it('follows upserts and patches', async () => {
        const own = await seeded('search_updates', PEOPLE.slice(0, 2));
        await own.patch('s2', { name: 'Lê Văn Cường' });
        expect(ids(await own.find({ search: { text: 'dang', fields: ['name'] } }))).toEqual([]);
        expect(ids(await own.find({ search: { text: 'cuong', fields: ['name'] } }))).toEqual(['s2']);
        await own.patch('s2', { name: 42 });
        expect(ids(await own.find({ search: { text: 'cuong', fields: ['name'] } }))).toEqual([]);
        await own.upsert({ id: 's1', name: 'Phạm Thị Dung' });
        expect(ids(await own.find({ search: { text: 'example', fields: ['email'] } }))).toEqual([]);
        expect(ids(await own.find({ search: { text: 'pham', fields: ['name'] } }))).toEqual(['s1']);
      });
    });

    describe('every JavaScript string', () => {
      const NOTES = HOSTILE_STRINGS.map(([, text], i) => note(`n${String(i).padStart(2, '0')}`, text));
      let notes: ReadCollection<Note>;
      beforeAll(async () => {
        notes = await seeded('hostile', NOTES);
      });

      it.each(HOSTILE_STRINGS.map(([label], i) => [label, i] as const))(
        'stores and returns %s exactly in top-level, nested and array fields',
        async (_label, i) => {
          const doc = NOTES[i]!;
          expect(await notes.get(doc.id)).toEqual(doc);
          expect((await notes.find({ filter: { id: doc.id } })).items).toEqual([doc]);
        },
      );

      it.each(HOSTILE_STRINGS.map(([label], i) => [label, i] as const))(
        'finds the document holding %s by equality, $in, $ne and an exact range',
        async (_label, i) => {
          const { id, text } = NOTES[i]!;
          expect(ids(await notes.find({ filter: { text } }))).toEqual([id]);
          expect(ids(await notes.find({ filter: { list: text } }))).toEqual([id]);
          expect(ids(await notes.find({ filter: { text: { $in: [text, 'nothing'] } } }))).toEqual([id]);
          expect(await notes.count({ text: { $ne: text } })).toBe(NOTES.length - 1);
          expect(ids(await notes.find({ filter: { text: { $gte: text, $lte: text } } }))).toEqual([id]);
        },
      );

      it('keeps strings apart that a lossy encoding would merge', async () => {
        const byText = async (text: string) => ids(await notes.find({ filter: { text } }));
        expect(await byText('\ud800')).toEqual(['n02']);
        expect(await byText('\udc00')).toEqual(['n03']);
        expect(await byText('\ufffd')).toEqual([]);
        expect(await byText('AB')).toEqual([]);
        expect(ids(await notes.find({ filter: { text: { $in: ['\u0000', '\udc00'] } } }))).toEqual(['n01', 'n03']);
      });

      it('sorts and pages documents holding any string, returning them exactly', async () => {
        const sorted = await notes.find({ sort: [{ field: 'text', direction: 'desc' }], limit: 100 });
        expect([...sorted.items].sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(NOTES);
        expect(sorted.totalItems).toBe(NOTES.length);
      });

      it.each(HOSTILE_IDS)('uses %s as a document id', async (_label, id) => {
        const own = fresh<Note>('hostile_id');
        await own.upsert(note(id, 'first'));
        expect(await own.insertIfAbsent(note(id, 'second'))).toBe(false);
        expect(await own.patch(id, { text: id })).toBe(true);
        expect(await own.increment(id, {})).toBe(true);
        expect(await own.get(id)).toEqual({ ...note(id, 'first'), text: id });
        expect(ids(await own.find({ filter: { id } }))).toEqual([id]);
        expect(await own.delete(id)).toBe(true);
        expect(await own.get(id)).toBeNull();
      });

      it('patches fields to any string and keeps them searchable', async () => {
        const own = await seeded('hostile_patch', [note('p1', 'plain')]);
        expect(await own.patch('p1', { text: 'Lan\ud800', list: ['\u0000'] })).toBe(true);
        expect(await own.get('p1')).toEqual({ ...note('p1', 'plain'), text: 'Lan\ud800', list: ['\u0000'] });
        expect(ids(await own.find({ search: { text: 'lan\ud800', fields: ['text'] } }))).toEqual(['p1']);
        expect(ids(await own.find({ filter: { list: '\u0000' } }))).toEqual(['p1']);
      });

      it('finds a Vietnamese document by search when another of its fields holds NUL', async () => {
        const people = await seeded<Person>('hostile_search', [
          { id: 'v1', name: 'Nguyễn Thị Lan', note: 'A\u0000B', tags: ['x\ud800', 'Quảng cáo'] },
          { id: 'v2', name: 'Trần Văn Bình', note: 'Lan\udc00' },
        ]);
        const search = async (text: string, fields: string[]) => ids(await people.find({ search: { text, fields } }));
        expect(await search('nguyen thi', ['name', 'note'])).toEqual(['v1']);
        expect(await search('lan', ['name', 'note'])).toEqual(['v1', 'v2']);
        expect(await search('a\u0000b', ['note'])).toEqual(['v1']);
        expect(await search('\u0000', ['note'])).toEqual(['v1']);
        expect(await search('\udc00', ['note'])).toEqual(['v2']);
        expect(await search('quang cao', ['tags'])).toEqual(['v1']);
        expect(await search('x\ud800', ['tags'])).toEqual(['v1']);
      });

      it('never finds a document by the letters its special characters are stored as', async () => {
        const people = await seeded<Person>('hostile_escapes', [{ id: 'e1', name: `\u0000\udc00\ud800${STORE_TEXT_ESCAPE}` }]);
        for (const text of ['aaaa', 'nmaa', 'niaa', 'pnna', 'ufdd0', '0000', 'd800', '\ufffd']) {
          expect(ids(await people.find({ search: { text, fields: ['name'] } }))).toEqual([]);
        }
        expect(ids(await people.find({ search: { text: STORE_TEXT_ESCAPE, fields: ['name'] } }))).toEqual(['e1']);
      });
    });

    describe('sorting and paging', () => {
      const ITEMS: Product[] = [
        { id: 'a', name: 'a', category: 'b', price: 10, code: '9' },
        { id: 'b', name: 'b', category: 'a', price: 9, code: '10' },
        { id: 'c', name: 'c', category: 'a', price: 100, code: '100' },
        { id: 'd', name: 'd', category: 'a', price: 9 },
        { id: 'e', name: 'e', category: null, price: 5 },
        { id: 'f', name: 'f', price: 10 },
        { id: 'g', name: 'g', category: 'B', price: 1 },
      ];
      let items: ReadCollection<Product>;
      beforeAll(async () => {
        // Inserted out of order so that insertion order cannot pass for sorting.
        items = await seeded('sorting', [...ITEMS].reverse());
      });

      const sorted = async (sort: FindQuery['sort']) => ids(await items.find({ sort }));

      it('sorts by several keys, nulls last, ties broken by id', async () => {
        const byCategoryThenPrice = [
          { field: 'category', direction: 'asc' as const },
          { field: 'price', direction: 'desc' as const },
        ];
        expect(await sorted(byCategoryThenPrice)).toEqual(['g', 'c', 'b', 'd', 'a', 'f', 'e']);
        expect(
          await sorted([
            { field: 'category', direction: 'desc' },
            { field: 'price', direction: 'asc' },
          ]),
        ).toEqual(['a', 'b', 'd', 'c', 'g', 'e', 'f']);
      });

      it('sorts numbers numerically and strings as text', async () => {
        expect(await sorted([{ field: 'price', direction: 'asc' }])).toEqual(['g', 'e', 'b', 'd', 'a', 'f', 'c']);
        expect(await sorted([{ field: 'code', direction: 'asc' }])).toEqual(['b', 'c', 'a', 'd', 'e', 'f', 'g']);
        expect(await sorted([{ field: 'id', direction: 'desc' }])).toEqual(['g', 'f', 'e', 'd', 'c', 'b', 'a']);
      });

      it('orders by id when no sort is given', async () => {
        expect(await sorted(undefined)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
      });

      it('pages with a 1-based page number and counts every match', async () => {
        const page = (n: number) => items.find({ sort: [{ field: 'price', direction: 'asc' }], page: n, limit: 3 });
        expect(await page(1)).toEqual({ items: [ITEMS[6], ITEMS[4], ITEMS[1]], totalItems: 7 });
        expect(ids(await page(2))).toEqual(['d', 'a', 'f']);
        expect(await page(3)).toEqual({ items: [ITEMS[2]], totalItems: 7 });
        expect(await page(4)).toEqual({ items: [], totalItems: 7 });
        const filtered = await items.find({ filter: { price: { $gte: 9 } }, page: 2, limit: 2 });
        expect(filtered).toEqual({ items: [ITEMS[2], ITEMS[3]], totalItems: 5 });
      });

      it('rejects invalid page, limit and direction', async () => {
        const bad: FindQuery[] = [
          { page: 0, limit: 2 },
          { page: 1.5, limit: 2 },
          { limit: 0 },
          { sort: [{ field: 'price', direction: 'up' as 'asc' }] },
        ];
        for (const query of bad) await expect(items.find(query)).rejects.toThrow(ReadStoreUsageError);
      });

      it('counts all documents or those matching a filter', async () => {
        expect(await items.count()).toBe(7);
        expect(await items.count({ category: 'a' })).toBe(3);
        expect(await items.count({ category: 'none' })).toBe(0);
      });
    });

    describe('increment', () => {
      it('adds exactly once per call under concurrency', async () => {
        const counters = await seeded<Counter>('increment', [{ id: 'c1', name: 'Khóa học', views: 0 }]);
        const results = await Promise.all(Array.from({ length: 100 }, () => counters.increment('c1', { views: 1 })));
        expect(results.every(Boolean)).toBe(true);
        expect(await counters.get('c1')).toEqual({ id: 'c1', name: 'Khóa học', views: 100 });
      });

      it('creates missing fields at 0, accepts negatives, and never creates documents', async () => {
        const counters = await seeded<Counter>('increment_fields', [{ id: 'c1', name: 'x', views: 10 }]);
        expect(await counters.increment('c1', { views: -15, likes: 2 })).toBe(true);
        expect(await counters.get('c1')).toEqual({ id: 'c1', name: 'x', views: -5, likes: 2 });
        expect(await counters.increment('ghost', { views: 1 })).toBe(false);
        expect(await counters.get('ghost')).toBeNull();
      });
    });

    describe('writes guarded by the event they apply', () => {
      const SOURCE = 'wallet.balances.v1';
      /** The guard of the event at the n-th position of the log. */
      const at = (n: number, source = SOURCE): WriteOptions => ({
        appliedBy: { source, position: formatPosition(BigInt(n), BigInt(n)) },
      });

      async function counter(label: string): Promise<ReadCollection<Counter>> {
        return seeded<Counter>(label, [{ id: 'c1', name: 'Ví', views: 0 }]);
      }

      it('changes nothing when an event is replayed', async () => {
        const counters = await counter('guard_replay');
        expect(await counters.increment('c1', { views: 5 }, at(1))).toBe(true);
        expect(await counters.increment('c1', { views: 7 }, at(2))).toBe(true);
        // The saver's checkpoint lagged: both events arrive again, then the next one.
        expect(await counters.increment('c1', { views: 5 }, at(1))).toBe(true);
        expect(await counters.increment('c1', { views: 7 }, at(2))).toBe(true);
        await counters.increment('c1', { views: 1 }, at(3));
        expect(await counters.get('c1')).toEqual({ id: 'c1', name: 'Ví', views: 13 });
      });

      it('counts an event once when 20 deliveries of it race', async () => {
        const counters = await counter('guard_race');
        const deliveries = Array.from({ length: 20 }, () => counters.increment('c1', { views: 1, likes: 3 }, at(7)));
        const results = await Promise.all(deliveries);
        expect(results.every(Boolean)).toBe(true);
        expect(await counters.get('c1')).toEqual({ id: 'c1', name: 'Ví', views: 1, likes: 3 });
      });

      it('counts every event applied in order, then none of them again', async () => {
        const counters = await counter('guard_in_order');
        for (let n = 1; n <= 10; n++) await counters.increment('c1', { views: n }, at(n));
        for (let n = 1; n <= 10; n++) await counters.increment('c1', { views: n }, at(n));
        expect(await counters.get('c1')).toEqual({ id: 'c1', name: 'Ví', views: 55 });
      });

      it('guards a negative increment (a refund) the same way', async () => {
        const counters = await seeded<Counter>('guard_refund', [{ id: 'c1', name: 'Ví', views: 500_000 }]);
        await counters.increment('c1', { views: -200_000 }, at(1));
        await Promise.all(Array.from({ length: 5 }, () => counters.increment('c1', { views: -200_000 }, at(1))));
        expect(await counters.get('c1')).toEqual({ id: 'c1', name: 'Ví', views: 300_000 });
      });

      it('creates the document on its first event and counts that event once', async () => {
        const counters = fresh<Counter>('guard_create');
        expect(await counters.increment('c1', { views: 1 }, at(1))).toBe(false);
        expect(await counters.get('c1')).toBeNull();
        const firstEvent = async () => {
          await counters.insertIfAbsent({ id: 'c1', name: 'Ví', views: 0 });
          return counters.increment('c1', { views: 1 }, at(1));
        };
        expect(await firstEvent()).toBe(true);
        expect(await firstEvent()).toBe(true);
        expect(await counters.get('c1')).toEqual({ id: 'c1', name: 'Ví', views: 1 });
      });

      it('keeps its marks out of get and find, and still holds after them', async () => {
        const counters = await counter('guard_hidden');
        await counters.increment('c1', { views: 1 }, at(1));
        const expected = { id: 'c1', name: 'Ví', views: 1 };
        expect(await counters.get('c1')).toEqual(expected);
        expect(await counters.find()).toEqual({ items: [expected], totalItems: 1 });
        const searched = await counters.find({
          search: { text: 'vi', fields: ['name'] },
          sort: [{ field: 'views', direction: 'desc' }],
        });
        expect(searched).toEqual({ items: [expected], totalItems: 1 });
        await counters.increment('c1', { views: 1 }, at(1));
        expect(await counters.get('c1')).toEqual(expected);
      });

      it('keeps one mark per source, so two projections each count the same event', async () => {
        const counters = await counter('guard_sources');
        await counters.increment('c1', { views: 1 }, at(1, 'report.views.v1'));
        await counters.increment('c1', { likes: 1 }, at(1, 'report.likes.v1'));
        await counters.increment('c1', { views: 1 }, at(1, 'report.views.v1'));
        expect(await counters.get('c1')).toEqual({ id: 'c1', name: 'Ví', views: 1, likes: 1 });
      });

      it('guards patches: a replayed older event never overwrites a newer one', async () => {
        const products = await seeded<Product>('guard_patch', [{ id: 'p1', name: 'SEO' }]);
        expect(await products.patch('p1', { category: 'seo' }, at(1))).toBe(true);
        expect(await products.patch('p1', { category: 'ads' }, at(2))).toBe(true);
        expect(await products.patch('p1', { category: 'seo' }, at(1))).toBe(true);
        expect(await products.get('p1')).toEqual({ id: 'p1', name: 'SEO', category: 'ads' });
        expect(await products.patch('nobody', { category: 'seo' }, at(3))).toBe(false);
      });

      it('guards upserts: a replayed creation does not reset what later events counted', async () => {
        const counters = fresh<Counter>('guard_upsert');
        await counters.upsert({ id: 'c1', name: 'Ví', views: 0 }, at(1));
        await counters.increment('c1', { views: 4 }, at(2));
        await counters.upsert({ id: 'c1', name: 'Ví', views: 0 }, at(1));
        expect(await counters.get('c1')).toEqual({ id: 'c1', name: 'Ví', views: 4 });
        await counters.increment('c1', { views: 4 }, at(2));
        await counters.upsert({ id: 'c1', name: 'Ví', views: 9 }, at(3));
        expect(await counters.get('c1')).toEqual({ id: 'c1', name: 'Ví', views: 9 });
      });

      it('forgets the marks when a plain upsert replaces the document', async () => {
        const counters = await counter('guard_replaced');
        await counters.increment('c1', { views: 1 }, at(1));
        await counters.upsert({ id: 'c1', name: 'Ví mới', views: 0 });
        await counters.increment('c1', { views: 1 }, at(1));
        expect(await counters.get('c1')).toEqual({ id: 'c1', name: 'Ví mới', views: 1 });
      });

      it('rejects a malformed guard', async () => {
        const counters = await counter('guard_malformed');
        const bad: AppliedBy[] = [
          { source: '', position: '1' },
          { source: 'a b', position: '1' },
          { source: 'a$b', position: '1' },
          { source: 'x'.repeat(101), position: '1' },
          { source: SOURCE, position: '' },
          { source: SOURCE, position: 7 as unknown as string },
        ];
        for (const appliedBy of bad) {
          await expect(counters.increment('c1', { views: 1 }, { appliedBy })).rejects.toThrow(ReadStoreUsageError);
          await expect(counters.patch('c1', { views: 1 }, { appliedBy })).rejects.toThrow(ReadStoreUsageError);
          const replacement: Counter = { id: 'c1', name: 'x', views: 1 };
          await expect(counters.upsert(replacement, { appliedBy })).rejects.toThrow(ReadStoreUsageError);
        }
        expect(await counters.get('c1')).toEqual({ id: 'c1', name: 'Ví', views: 0 });
      });
    });

    describe('many documents at once (a rebuild storing a page)', () => {
      const SOURCE = 'wallet.balances.v1';
      const position = (n: number) => formatPosition(BigInt(n), BigInt(n));
      const at = (n: number): WriteOptions => ({ appliedBy: { source: SOURCE, position: position(n) } });

      it('inserts, replaces, deletes and searches as single writes would', async () => {
        const counters = await seeded<Counter>('many_states', [
          { id: 'c1', name: 'Ví cũ', views: 1 },
          { id: 'c2', name: 'Xoá', views: 2 },
        ]);
        await counters.writeMany([
          { id: 'c1', doc: { id: 'c1', name: 'Ví mới', views: 5 }, marks: {}, replaceMarks: true },
          { id: 'c2', doc: null, marks: {}, replaceMarks: true },
          { id: 'c3', doc: { id: 'c3', name: 'Nguyễn', views: 0 }, marks: {}, replaceMarks: false },
          { id: 'gone', doc: null, marks: {}, replaceMarks: true },
        ]);
        expect((await counters.find()).items).toEqual([
          { id: 'c1', name: 'Ví mới', views: 5 },
          { id: 'c3', name: 'Nguyễn', views: 0 },
        ]);
        expect(await counters.find({ search: { text: 'nguyen', fields: ['name'] } })).toMatchObject({ totalItems: 1 });
        await counters.writeMany([]);
        expect(await counters.count()).toBe(2);
      });

      it('records the marks it is given: replaced, or added to those stored', async () => {
        const counters = await seeded<Counter>('many_marks', [{ id: 'c1', name: 'Ví', views: 0 }]);
        await counters.increment('c1', { views: 1 }, at(1));
        await counters.increment('c1', { likes: 1 }, { appliedBy: { source: 'report.likes.v1', position: position(1) } });
        // Added: the stored marks of both sources stay, this one moves on to 3.
        await counters.writeMany([{ id: 'c1', doc: { id: 'c1', name: 'Ví', views: 3, likes: 1 }, marks: { [SOURCE]: position(3) }, replaceMarks: false }]);
        await counters.increment('c1', { views: 1 }, at(3));
        await counters.increment('c1', { likes: 1 }, { appliedBy: { source: 'report.likes.v1', position: position(1) } });
        expect(await counters.get('c1')).toEqual({ id: 'c1', name: 'Ví', views: 3, likes: 1 });
        // Replaced: only the given marks remain, so the other source counts its event again.
        await counters.writeMany([{ id: 'c1', doc: { id: 'c1', name: 'Ví', views: 3, likes: 1 }, marks: { [SOURCE]: position(4) }, replaceMarks: true }]);
        await counters.increment('c1', { views: 1 }, at(4));
        await counters.increment('c1', { likes: 1 }, { appliedBy: { source: 'report.likes.v1', position: position(1) } });
        expect(await counters.get('c1')).toEqual({ id: 'c1', name: 'Ví', views: 3, likes: 2 });
      });

      it('refuses repeated ids, a document under another id, unsafe marks and missing present fields, writing nothing', async () => {
        const rows = fresh<Counter>('many_refused', { present: ['name'] });
        const ok = { id: 'c1', doc: { id: 'c1', name: 'Ví', views: 0 }, marks: {}, replaceMarks: true };
        await expect(rows.writeMany([ok, ok])).rejects.toThrow(ReadStoreUsageError);
        await expect(rows.writeMany([{ ...ok, id: 'c2' }])).rejects.toThrow(ReadStoreUsageError);
        await expect(rows.writeMany([{ ...ok, marks: { 'a b': position(1) } }])).rejects.toThrow(ReadStoreUsageError);
        await expect(rows.writeMany([{ ...ok, doc: { id: 'c1', views: 0 } as unknown as Counter }])).rejects.toThrow(ReadStoreUsageError);
        expect(await rows.count()).toBe(0);
      });
    });

    describe('declared indexes and present fields', () => {
      interface Row extends ReadDocument {
        uid: string;
        createdAt: string;
        isRead: boolean;
        rank?: number | null;
      }
      const ROWS: Row[] = [
        { id: 'r1', uid: 'u1', createdAt: '2024-01-03', isRead: false, rank: 2 },
        { id: 'r2', uid: 'u1', createdAt: '2024-01-01', isRead: true, rank: null },
        { id: 'r3', uid: 'u2', createdAt: '2024-01-02', isRead: false },
        { id: 'r4', uid: 'u1', createdAt: '2024-01-02', isRead: false, rank: 1 },
        { id: 'r5', uid: 'u1', createdAt: '2024-01-02', isRead: true, rank: 3 },
      ];
      const DECLARED: CollectionOptions = {
        present: ['uid', 'createdAt', 'isRead'],
        indexes: [
          ['uid', { field: 'createdAt', direction: 'desc' }],
          ['uid', 'isRead'],
          ['uid', 'createdAt'],
          [{ field: 'rank', direction: 'asc' }],
        ],
      };

      it('answers every query as an undeclared collection does, declared again by several handles', async () => {
        const plain = await seeded<Row>('undeclared', [...ROWS].reverse());
        sequence += 1;
        const name = `contract_${sequence}_declared`;
        const declared = store().collection<Row>(name, DECLARED);
        for (const row of [...ROWS].reverse()) await declared.upsert(row);
        const queries: FindQuery[] = [
          { filter: { uid: 'u1' }, sort: [{ field: 'createdAt', direction: 'desc' }], page: 1, limit: 2 },
          { filter: { uid: 'u1' }, sort: [{ field: 'createdAt', direction: 'desc' }], page: 2, limit: 2 },
          { filter: { uid: 'u1' }, sort: [{ field: 'createdAt', direction: 'asc' }], page: 1, limit: 3 },
          { filter: { uid: 'u1' }, sort: [{ field: 'rank', direction: 'asc' }] },
          { filter: { uid: 'u1', rank: { $gte: 1 } }, sort: [{ field: 'rank', direction: 'asc' }], limit: 2 },
          { filter: { rank: { $ne: null } }, sort: [{ field: 'rank', direction: 'asc' }], limit: 10 },
          { filter: { rank: { $in: [1, 3] } }, sort: [{ field: 'rank', direction: 'asc' }], limit: 10 },
          { sort: [{ field: 'rank', direction: 'desc' }], page: 2, limit: 2 },
          { filter: { uid: 'nobody' }, sort: [{ field: 'createdAt', direction: 'desc' }], limit: 2 },
          { filter: { uid: 'u1' }, page: 9, limit: 2 },
        ];
        // A second handle with the same declarations, as a projection and a query each hold one.
        const again = store().collection<Row>(name, DECLARED);
        for (const query of queries) {
          const expected = await plain.find(query);
          expect(await declared.find(query)).toEqual(expected);
          expect(await again.find(query)).toEqual(expected);
        }
        expect(ids(await again.find({ filter: { uid: 'u1' }, sort: [{ field: 'rank', direction: 'asc' }] }))).toEqual([
          'r4',
          'r1',
          'r5',
          'r2',
        ]);
        expect(await again.count({ uid: 'u1', isRead: false })).toBe(2);
      });

      it('refuses a write that would leave a declared present field missing or null', async () => {
        const rows = fresh<Row>('present', DECLARED);
        await rows.upsert(ROWS[0]!);
        const { createdAt: _createdAt, ...withoutCreatedAt } = ROWS[1]!;
        await expect(rows.upsert(withoutCreatedAt as Row)).rejects.toThrow(ReadStoreUsageError);
        await expect(rows.insertIfAbsent({ ...ROWS[1]!, uid: null as unknown as string })).rejects.toThrow(ReadStoreUsageError);
        await expect(rows.patch('r1', { createdAt: null as unknown as string })).rejects.toThrow(ReadStoreUsageError);
        expect(await rows.patch('r1', { rank: null, createdAt: undefined })).toBe(true);
        expect(await rows.get('r1')).toEqual({ ...ROWS[0], rank: null });
        expect(await rows.count()).toBe(1);
      });

      it('filters and orders by indexed fields of every type as an undeclared collection does', async () => {
        interface Mixed extends ReadDocument {
          key?: string | number | boolean | null | { nested: number };
          at: string;
        }
        const MIXED: Mixed[] = [
          { id: 'm1', key: 'b', at: '2024-01-02' },
          { id: 'm2', key: 2, at: '2024-01-01' },
          { id: 'm3', key: true, at: '2024-01-03' },
          { id: 'm4', key: null, at: '2024-01-04' },
          { id: 'm5', at: '2024-01-05' },
          { id: 'm6', key: 'a', at: '2024-01-06' },
          { id: 'm7', key: 10, at: '2024-01-07' },
          { id: 'm8', key: false, at: '2024-01-08' },
          { id: 'm9', key: 'b', at: '2024-01-09' },
          { id: 'm10', key: 2.0, at: '2024-01-10' },
          { id: 'm11', key: { nested: 1 }, at: '2024-01-11' },
          { id: 'm12', key: '', at: '2024-01-12' },
          { id: 'm13', key: 0, at: '2024-01-13' },
        ];
        const plain = await seeded<Mixed>('mixed_plain', [...MIXED].reverse());
        const declared = fresh<Mixed>('mixed_declared', { present: ['at'], indexes: [['key', { field: 'at', direction: 'desc' }], [{ field: 'key', direction: 'desc' }]] });
        for (const row of [...MIXED].reverse()) await declared.upsert(row);
        const byAt = [{ field: 'at', direction: 'desc' as const }];
        const queries: FindQuery[] = [
          ...(['b', 'a', '', 2, 0, 10, true, false, 'missing', 3] as const).map((key) => ({ filter: { key }, sort: byAt, page: 1, limit: 10 })),
          { filter: { key: 'b' }, sort: byAt, page: 2, limit: 1 },
          { filter: { key: null }, sort: byAt },
          { sort: [{ field: 'key', direction: 'asc' }] },
          { sort: [{ field: 'key', direction: 'desc' }], page: 2, limit: 4 },
          { filter: { key: { $ne: 'b' } }, sort: [{ field: 'key', direction: 'desc' }] },
        ];
        for (const query of queries) expect(await declared.find(query)).toEqual(await plain.find(query));
        expect(ids(await declared.find({ filter: { key: 2 }, sort: byAt }))).toEqual(['m10', 'm2']);
        expect(await declared.count({ key: 'b' })).toBe(2);
        expect(await declared.count({ key: false })).toBe(1);
      });

      it('refuses an array in a field an index names, on every write, and changes nothing', async () => {
        const rows = fresh<Row & { tags?: unknown }>('indexed_scalars', DECLARED);
        await rows.upsert(ROWS[0]!);
        const withArray = { ...ROWS[1]!, uid: ['u1', 'u2'] as unknown as string };
        await expect(rows.upsert(withArray)).rejects.toThrow(ReadStoreUsageError);
        await expect(rows.insertIfAbsent(withArray)).rejects.toThrow(ReadStoreUsageError);
        await expect(rows.patch('r1', { rank: [1, 2] as unknown as number })).rejects.toThrow(ReadStoreUsageError);
        await expect(rows.writeMany([{ id: 'r2', doc: withArray, marks: {}, replaceMarks: true }])).rejects.toThrow(ReadStoreUsageError);
        // A field no index names may hold an array as before.
        expect(await rows.patch('r1', { tags: ['a', 'b'] })).toBe(true);
        expect(await rows.find({})).toEqual({ items: [{ ...ROWS[0], tags: ['a', 'b'] }], totalItems: 1 });
      });

      it('rejects malformed declarations', () => {
        const bad: CollectionOptions[] = [
          { present: ['a.b'] },
          { present: ['_id'] },
          { indexes: [[]] },
          { indexes: [['uid', 'uid']] },
          { indexes: [['price); DROP']] },
          { indexes: [[{ field: 'uid', direction: 'up' as 'asc' }]] },
        ];
        for (const options of bad) expect(() => store().collection('declared_bad', options)).toThrow(ReadStoreUsageError);
      });
    });

    describe('what MongoDB refuses by default behaves alike everywhere', () => {
      it('increments a field holding null as if it held 0', async () => {
        const counters = await seeded<Counter>('increment_null', [
          { id: 'c1', name: 'x', views: null as unknown as number, likes: null as unknown as number },
        ]);
        expect(await counters.increment('c1', { views: 3 })).toBe(true);
        expect(await counters.increment('c1', { likes: -2 }, { appliedBy: { source: 's', position: '1' } })).toBe(true);
        expect(await counters.increment('c1', { likes: -2 }, { appliedBy: { source: 's', position: '1' } })).toBe(true);
        expect(await counters.get('c1')).toEqual({ id: 'c1', name: 'x', views: 3, likes: -2 });
        await counters.patch('c1', { views: null as unknown as number });
        await Promise.all(Array.from({ length: 10 }, () => counters.increment('c1', { views: 1 })));
        expect(await counters.get('c1')).toEqual({ id: 'c1', name: 'x', views: 10, likes: -2 });
      });

      it('stores nested keys holding $, . and NUL exactly, through every write', async () => {
        interface Keyed extends ReadDocument {
          name: string;
          details: Record<string, unknown>;
        }
        const details = {
          $set: 1,
          'a.b': { '$where': 'x', '.': ['$', { 'c\u0000d': '.' }] },
          'ends.': 'x',
          '$': '$x',
          '\u0000': { '': 0 },
          [`${STORE_TEXT_ESCAPE}AACO`]: 'an escape look-alike',
        };
        const keyed = fresh<Keyed>('nested_keys');
        const doc: Keyed = { id: 'k1', name: 'Khóa', details };
        await keyed.upsert(doc);
        expect(await keyed.get('k1')).toEqual(doc);
        expect(await keyed.insertIfAbsent({ id: 'k2', name: 'Hai', details })).toBe(true);
        expect(await keyed.get('k2')).toEqual({ id: 'k2', name: 'Hai', details });
        const patched = { 'x.y': { $inc: 2 }, '$ne': null };
        expect(await keyed.patch('k1', { details: patched })).toBe(true);
        expect(await keyed.upsert({ ...doc, id: 'k3' }, { appliedBy: { source: 'keys.v1', position: '1' } })).toBeUndefined();
        const { items, totalItems } = await keyed.find({ sort: [{ field: 'name', direction: 'asc' }], limit: 10 });
        expect(totalItems).toBe(3);
        expect(items).toEqual([{ id: 'k2', name: 'Hai', details }, { id: 'k1', name: 'Khóa', details: patched }, { ...doc, id: 'k3' }]);
      });

      const UNDER = Math.floor((MAX_STORED_DOCUMENT_BYTES - 64 * 1024) / 2);
      const OVER = Math.floor(MAX_STORED_DOCUMENT_BYTES / 2) + 1;
      const big = (id: string, length: number, fill = 'a'): Person & { name: string } => ({ id, name: `${id} ${fill.repeat(length)}` });
      const lengths = (page: FoundPage<Person>) => page.items.map((p) => [p.id, String(p.name).length]);

      it('stores and finds a document whose text and its search copy together come near the limit', async () => {
        const people = fresh<Person>('size_near');
        const doc = big('b1', UNDER);
        await people.upsert(doc);
        expect((await people.get('b1'))?.name === doc.name).toBe(true);
        const found = await people.find({ search: { text: 'b1 aaa', fields: ['name'] }, limit: 1 });
        expect(lengths(found)).toEqual([['b1', doc.name.length]]);
        expect(found.totalItems).toBe(1);
      });

      it('refuses a document over the limit, counting the search copy and the stored form, and changes nothing', async () => {
        const people = await seeded<Person>('size_over', [{ id: 'b1', name: 'small' }]);
        const doc = big('b1', OVER); // fits once, not with its search copy
        await expect(people.upsert(doc)).rejects.toThrow(ReadStoreDocumentTooLargeError);
        await expect(people.upsert(doc, { appliedBy: { source: 'size', position: '1' } })).rejects.toThrow(
          ReadStoreDocumentTooLargeError,
        );
        await expect(people.insertIfAbsent({ ...doc, id: 'b2' })).rejects.toThrow(ReadStoreDocumentTooLargeError);
        await expect(people.patch('b1', { name: doc.name })).rejects.toThrow(ReadStoreDocumentTooLargeError);
        // NUL is stored as a 7-byte escape, twice: a quarter of the limit in raw characters is too much.
        const nuls = big('b1', Math.ceil(MAX_STORED_DOCUMENT_BYTES / 14), '\u0000');
        await expect(people.upsert(nuls)).rejects.toThrow(ReadStoreDocumentTooLargeError);
        expect(await people.find()).toEqual({ items: [{ id: 'b1', name: 'small' }], totalItems: 1 });
      });

      it('refuses a patch that grows a document past the limit, guarded or not, and changes nothing', async () => {
        const doc = big('b1', UNDER);
        const people = await seeded<Person & { bio?: string }>('size_grow', [doc]);
        const bio = 'b'.repeat(UNDER);
        await expect(people.patch('b1', { bio })).rejects.toThrow(ReadStoreDocumentTooLargeError);
        await expect(people.patch('b1', { bio }, { appliedBy: { source: 'size', position: '1' } })).rejects.toThrow(ReadStoreDocumentTooLargeError);
        const kept = await people.get('b1');
        expect([kept?.name === doc.name, kept?.bio]).toEqual([true, undefined]);
        // The same document still takes a small change, and a missing one is still just missing.
        expect(await people.patch('b1', { bio: 'ngắn' })).toBe(true);
        expect(await people.patch('khong-co', { bio })).toBe(false);
      });

      it('returns a page, and its total, whose documents together pass 16 MiB', async () => {
        const SIX_MIB = 6 * 1024 * 1024;
        const people = await seeded<Person>('size_page', [big('b3', SIX_MIB), big('b1', SIX_MIB), big('b2', SIX_MIB)]);
        const expected = [
          ['b1', SIX_MIB + 3],
          ['b2', SIX_MIB + 3],
          ['b3', SIX_MIB + 3],
        ];
        const page = await people.find({ sort: [{ field: 'name', direction: 'asc' }], limit: 3 });
        expect([lengths(page), page.totalItems]).toEqual([expected, 3]);
        const all = await people.find();
        expect([lengths(all), all.totalItems]).toEqual([expected, 3]);
      });
    });

    describe('collections', () => {
      it('clear removes every document and leaves the collection usable', async () => {
        const products = await seeded('clear', PRODUCTS);
        await products.clear();
        expect(await products.count()).toBe(0);
        expect(await products.find()).toEqual({ items: [], totalItems: 0 });
        await products.upsert(PRODUCTS[0]!);
        expect(await products.get('p1')).toEqual(PRODUCTS[0]);
      });

      it('keeps collections apart', async () => {
        const left = await seeded<Product>('left', [{ id: 'same', name: 'left' }]);
        const right = await seeded<Product>('right', [{ id: 'same', name: 'right' }]);
        expect(await left.get('same')).toEqual({ id: 'same', name: 'left' });
        await right.clear();
        expect(await left.get('same')).toEqual({ id: 'same', name: 'left' });
        expect(await right.get('same')).toBeNull();
      });

      it('rejects unsafe collection names', () => {
        const unsafe = ['', 'users; DROP TABLE users', 'a-b', 'a b', 'a"b', '1abc', 'a.b', 'ví_dụ', 'x'.repeat(49)];
        for (const name of unsafe) expect(() => store().collection(name)).toThrow(ReadStoreUsageError);
        expect(() => store().collection('Contact_Submissions_2')).not.toThrow();
      });

      it('rejects unsafe and reserved field names everywhere', async () => {
        const products = await seeded('unsafe_fields', [PRODUCTS[0]!]);
        const attempts: Array<() => Promise<unknown>> = [
          () => products.find({ filter: { 'price) OR (1=1': 1 } }),
          () => products.find({ filter: { _id: 'p1' } }),
          () => products.find({ sort: [{ field: "price'; --", direction: 'asc' }] }),
          () => products.find({ search: { text: 'x', fields: ['name", "x'] } }),
          () => products.count({ 'a.b': 1 }),
          () => products.patch('p1', { 'bad field': 1 } as Partial<Product>),
          () => products.patch('p1', { id: 'p9' } as Partial<Product>),
          () => products.increment('p1', { 'x-y': 1 } as Partial<Record<string, number>>),
          () => products.upsert({ ...PRODUCTS[1]!, ['$where' as 'name']: 'x' }),
          () => products.upsert({ ...PRODUCTS[1]!, ['__norm' as 'name']: 'x' }),
          () => products.upsert({ name: 'no id' } as Product),
        ];
        for (const attempt of attempts) await expect(attempt()).rejects.toThrow(ReadStoreUsageError);
        expect(await products.find()).toEqual({ items: [PRODUCTS[0]], totalItems: 1 });
      });
    });
  });
}
