import { createHash } from 'crypto';
import { inLockedTransaction } from '../postgres/locked-transaction';
/**
 * Read-store adapter on PostgreSQL JSONB: one table per collection in a dedicated schema.
 * Rows hold the document plus `norm`, the normalised copies of its text fields for search, both in
 * stored form (store-text.codec): jsonb refuses NUL and lone surrogates, which the codec escapes.
 * `applied` holds the marks of guarded writes (`AppliedBy`): source to last applied position. It is
 * a column of its own, so no query ever returns, filters or indexes it.
 */
import { Pool, type PoolClient } from 'pg';
import {
  assertAppliedBy,
  assertDocument,
  assertPatchKeepsDeclared,
  assertDeclaredFields,
  assertSafeName,
  assertStoredSize,
  checkDocumentStates,
  incrementFields,
  ReadStoreDocumentTooLargeError,
  parseFilter,
  patchFields,
  planCollection,
  planFind,
  searchableText,
  unreachable,
  type CollectionPlan,
  type Condition,
  type FindPlan,
  type RangeOperator,
  type SearchPlan,
  type SortKey,
} from './read-query';
import { decodeStoreJson, encodeStoreJson, encodeStoreText } from './store-text.codec';
import { MAX_STORED_DOCUMENT_BYTES } from './read-store.port';
import type {
  AppliedBy,
  CollectionOptions,
  DocumentState,
  Filter,
  FilterValue,
  FindQuery,
  FoundPage,
  ReadCollection,
  ReadDocument,
  ReadStore,
  WriteOptions,
} from './read-store.port';

const DEFAULT_SCHEMA = 'read_model';

function quoteIdent(name: string): string {
  return `"${name}"`; // names are validated identifiers; quoting keeps their case
}

function withDdlLock(pool: Pool, key: string, ddl: (client: PoolClient) => Promise<void>): Promise<void> {
  return inLockedTransaction(pool, `read-store:${key}`, ddl);
}

export class PostgresReadStore implements ReadStore {
  private readonly tables = new Map<string, Promise<void>>();
  private readonly keyColumns = new Map<string, Promise<void>>();
  private readonly indexes = new Map<string, Promise<void>>();

  private constructor(
    private readonly pool: Pool,
    private readonly schema: string,
  ) {}

  static async connect(connectionString: string, options: { schema?: string } = {}): Promise<PostgresReadStore> {
    const schema = assertSafeName('schema', options.schema ?? DEFAULT_SCHEMA);
    // Read models are rebuilt from the event log, so a write lost in a server crash costs a replay,
    // not data: skipping the wait for the disk flush keeps projection lag low under load.
    const pool = new Pool({ connectionString, options: '-c synchronous_commit=off' });
    // An idle connection dropped by the server is discarded by the pool; the next query reconnects.
    pool.on('error', () => undefined);
    try {
      await withDdlLock(pool, `schema:${schema}`, async (client) => {
        await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresReadStore(pool, schema);
  }

  /**
   * Each declared index becomes a btree index over the typed sort keys of its fields (`indexSql`),
   * so a page sorted and filtered as declared is read in index order, whatever the table's size.
   * The GIN index serves every other equality filter.
   */
  collection<T extends ReadDocument>(name: string, options?: CollectionOptions): ReadCollection<T> {
    assertSafeName('collection', name);
    const plan = planCollection(options);
    const table = `${quoteIdent(this.schema)}.${quoteIdent(name)}`;
    const indexes = plan.indexes.map((keys) => indexSql(keys, plan));
    const ready = () => this.ensureTable(name, table).then(() => this.ensureKeyColumns(table, plan)).then(() => this.ensureIndexes(table, indexes));
    return new PostgresReadCollection<T>(this.pool, table, plan, ready);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** Creates the collection's table on first use, once per process and safely across processes. */
  private ensureTable(name: string, table: string): Promise<void> {
    let ready = this.tables.get(name);
    if (!ready) {
      ready = this.createTable(table);
      this.tables.set(name, ready);
      // A failed attempt (e.g. connection lost) must not poison the collection forever.
      ready.catch(() => this.tables.delete(name));
    }
    return ready;
  }

  /**
   * Adds the typed key columns of the indexed fields once per process. A table that has them all is
   * left alone; adding one to a table that holds rows rewrites it once (on the first start after
   * an index is declared), under the table's lock.
   */
  private ensureKeyColumns(table: string, plan: CollectionPlan): Promise<void> {
    const columns = keyColumns(plan);
    if (columns.length === 0) return Promise.resolve();
    const key = `${table} ${[...plan.indexed].sort().join(',')}`;
    let ready = this.keyColumns.get(key);
    if (!ready) {
      ready = withDdlLock(this.pool, `table:${table}`, async (client) => {
        const { rows } = await client.query<{ attname: string }>(
          `SELECT attname FROM pg_attribute WHERE attrelid = $1::text::regclass AND attnum > 0 AND NOT attisdropped`,
          [table],
        );
        const existing = new Set(rows.map((row) => quoteIdent(row.attname)));
        const missing = columns.filter((column) => !existing.has(column.slice(0, column.indexOf(' '))));
        if (missing.length > 0) await client.query(`ALTER TABLE ${table} ${missing.map((column) => `ADD COLUMN IF NOT EXISTS ${column}`).join(', ')}`);
      });
      this.keyColumns.set(key, ready);
      ready.catch(() => this.keyColumns.delete(key));
    }
    return ready;
  }

  /**
   * Creates the declared indexes once per process, under a name derived from the table and the
   * index's terms: every process and restart may run it, and a changed declaration is a new index.
   */
  private ensureIndexes(table: string, indexes: string[][]): Promise<void> {
    return Promise.all(
      indexes.map((terms) => {
        const name = `rsx_${createHash('sha1').update(`${table} ${terms.join(', ')}`).digest('hex').slice(0, 24)}`;
        let ready = this.indexes.get(name);
        if (!ready) {
          ready = withDdlLock(this.pool, `index:${name}`, async (client) => {
            await client.query(`CREATE INDEX IF NOT EXISTS ${quoteIdent(name)} ON ${table} (${terms.join(', ')})`);
          });
          this.indexes.set(name, ready);
          ready.catch(() => this.indexes.delete(name));
        }
        return ready;
      }),
    ).then(() => undefined);
  }

  private createTable(table: string): Promise<void> {
    return withDdlLock(this.pool, `table:${table}`, async (client) => {
      const { rows } = await client.query<{ exists: boolean }>('SELECT to_regclass($1::text) IS NOT NULL AS exists', [
        table,
      ]);
      if (rows[0]?.exists) return addAppliedColumn(client, table);
      // "C" collation: ids order by code point, as MongoDB orders strings.
      await client.query(
        `CREATE TABLE ${table} (id text COLLATE "C" PRIMARY KEY, doc jsonb NOT NULL, norm jsonb NOT NULL DEFAULT '{}',
         ${APPLIED_COLUMN})`,
      );
      // Serves equality and $in filters (containment); unnamed so PostgreSQL picks a free name.
      await client.query(`CREATE INDEX ON ${table} USING gin (doc jsonb_path_ops)`);
    });
  }
}

const APPLIED_COLUMN = `applied jsonb NOT NULL DEFAULT '{}'`;

/** Tables made before guarded writes existed get the column; checked first to skip the table lock. */
async function addAppliedColumn(client: PoolClient, table: string): Promise<void> {
  const { rows } = await client.query<{ missing: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM pg_attribute
       WHERE attrelid = $1::text::regclass AND attname = 'applied' AND NOT attisdropped) AS missing`,
    [table],
  );
  // A constant default makes this a catalogue change: no rewrite of the table.
  if (rows[0]?.missing) await client.query(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${APPLIED_COLUMN}`);
}

/** Collects bind parameters; every value and field name reaches SQL as a parameter. */
class Params {
  readonly values: unknown[] = [];

  add(value: unknown, type: 'text' | 'jsonb' | 'numeric' | 'text[]' | 'int'): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }

  json(value: unknown): string {
    return this.add(JSON.stringify(value), 'jsonb');
  }
}

const SQL_RANGE: Record<RangeOperator, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

function isNullSql(f: string): string {
  // Missing and JSON null are the same thing to a filter, as in MongoDB.
  return `(doc -> ${f} IS NULL OR doc -> ${f} = 'null'::jsonb)`;
}

function equalsSql(field: string, value: FilterValue, p: Params): string {
  if (value === null) return isNullSql(p.add(field, 'text'));
  // Containment uses the GIN index; the array form also matches an element of an array field.
  return `(doc @> ${p.json({ [field]: value })} OR doc @> ${p.json({ [field]: [value] })})`;
}

function rangeSql(field: string, op: RangeOperator, value: FilterValue, p: Params): string {
  if (value === null) return op === '$gte' || op === '$lte' ? equalsSql(field, null, p) : 'FALSE';
  const f = p.add(field, 'text');
  switch (typeof value) {
    case 'string':
      return `(jsonb_typeof(doc -> ${f}) = 'string' AND (doc ->> ${f}) COLLATE "C" ${SQL_RANGE[op]} ${p.add(value, 'text')})`;
    case 'number':
    case 'boolean':
      // Same-type jsonb values compare by their natural order (numbers numerically).
      return `(jsonb_typeof(doc -> ${f}) = '${typeof value}' AND doc -> ${f} ${SQL_RANGE[op]} ${p.json(value)})`;
    default:
      return unreachable(value);
  }
}

function conditionSql(condition: Condition, collection: CollectionPlan, p: Params): string {
  switch (condition.op) {
    case 'eq':
      if (condition.value !== null && collection.indexed.has(condition.field)) return typedEqualsSql(condition.field, condition.value, collection, p);
      return equalsSql(condition.field, condition.value, p);
    case 'ne':
      return `NOT ${equalsSql(condition.field, condition.value, p)}`;
    case 'in':
      if (condition.values.length === 0) return 'FALSE';
      return `(${condition.values.map((v) => equalsSql(condition.field, v, p)).join(' OR ')})`;
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return rangeSql(condition.field, condition.op, condition.value, p);
    default:
      return unreachable(condition);
  }
}

function escapeLike(text: string): string {
  return text.replace(/[#%_]/g, (c) => `#${c}`);
}

function searchSql(search: SearchPlan, p: Params): string {
  const pattern = p.add(`%${escapeLike(search.text)}%`, 'text');
  const matches = search.fields.map((field) => `norm ->> ${p.add(field, 'text')} LIKE ${pattern} ESCAPE '#'`);
  return `(${matches.join(' OR ')})`;
}

function whereSql(conditions: Condition[], search: SearchPlan | null, collection: CollectionPlan, p: Params): string {
  const parts = conditions.map((c) => conditionSql(c, collection, p));
  if (search) parts.push(searchSql(search, p));
  return parts.length === 0 ? 'TRUE' : parts.join(' AND ');
}

type KeyPart = 'null' | 'rank' | 'num' | 'text' | 'other';

const KEY_TYPES: Record<KeyPart, string> = { null: 'boolean', rank: 'smallint', num: 'numeric', text: 'text COLLATE "C"', other: 'jsonb' };

/**
 * A field's value as sort keys, in MongoDB's order: nulls and missing values last in either
 * direction, then by type (numbers, strings, objects, arrays, booleans), then by value within its
 * type. Each key has one SQL type, and a constant where the value is of another type (which the
 * rank already orders), so a btree index can hold them and an equality on the field is an
 * equality on every key (`typedEqualsSql`). Field names are inlined: they are checked identifiers.
 */
function keyExpression(field: string, part: KeyPart): string {
  const value = `(doc -> '${field}')`;
  const type = `jsonb_typeof(${value})`;
  switch (part) {
    case 'null':
      return `(${value} IS NULL OR ${value} = 'null'::jsonb)`;
    case 'rank':
      return `(CASE ${type} WHEN 'number' THEN 1 WHEN 'string' THEN 2 WHEN 'object' THEN 3 WHEN 'array' THEN 4 ELSE 5 END)`;
    case 'num':
      return `(CASE WHEN ${type} = 'number' THEN ${value}::numeric ELSE 0 END)`;
    case 'text':
      // Compared in code point order ("C", as MongoDB orders strings): the column's collation, or `typedKeys` adds it.
      return `(CASE WHEN ${type} = 'string' THEN (doc ->> '${field}') ELSE '' END)`;
    case 'other':
      // Booleans, objects and arrays; null must not rank apart from missing here.
      return `(CASE WHEN ${type} IN ('boolean', 'object', 'array') THEN ${value} ELSE 'null'::jsonb END)`;
    default:
      return unreachable(part);
  }
}

/**
 * The typed sort keys of a field an index names are stored columns of the table (`keyColumns`),
 * so the declared indexes are plain btree indexes over columns: PostgreSQL can then count a
 * filtered list from the index alone, which it never does with an index over expressions.
 */
function keyColumn(field: string, part: KeyPart): string {
  return quoteIdent(`s:${field}:${part}`);
}

/** The generated columns holding the typed keys of every indexed field. */
function keyColumns(collection: CollectionPlan): string[] {
  return [...collection.indexed].flatMap((field) =>
    (Object.keys(KEY_TYPES) as KeyPart[]).map(
      (part) => `${keyColumn(field, part)} ${KEY_TYPES[part]} GENERATED ALWAYS AS (${keyExpression(field, part)}) STORED`,
    ),
  );
}

/** A field's sort keys in order; no null flag for a field declared present, which holds no null. */
function typedKeys(field: string, collection: CollectionPlan): Array<{ sql: string; isNullFlag: boolean }> {
  const parts: KeyPart[] = collection.present.has(field) ? ['rank', 'num', 'text', 'other'] : ['null', 'rank', 'num', 'text', 'other'];
  const indexed = collection.indexed.has(field);
  return parts.map((part) => {
    if (indexed) return { sql: keyColumn(field, part), isNullFlag: part === 'null' };
    const sql = keyExpression(field, part);
    return { sql: part === 'text' ? `(${sql} COLLATE "C")` : sql, isNullFlag: part === 'null' };
  });
}

/** ORDER BY terms of a sort key; the null flag always ascends, so nulls come last both ways. */
function sortSql({ field, direction }: SortKey, collection: CollectionPlan): string[] {
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  // The id is always a string and has its own column (collation "C", like every string sort here).
  if (field === 'id') return [`id ${dir}`];
  return typedKeys(field, collection).map((key) => `${key.sql} ${key.isNullFlag ? 'ASC' : dir}`);
}

/**
 * Equality with a non-null scalar on a field an index names, as equalities on its typed keys, so
 * the index narrows to the value and then serves the order. Exact because such a field never
 * holds an array (`assertDeclaredFields`), which containment would also have matched.
 */
function typedEqualsSql(field: string, value: string | number | boolean, collection: CollectionPlan, p: Params): string {
  const [rank, number, text, other] = typedKeys(field, collection)
    .filter((key) => !key.isNullFlag)
    .map((key) => key.sql);
  const parts = collection.present.has(field) ? [] : [`NOT ${typedKeys(field, collection)[0].sql}`];
  switch (typeof value) {
    case 'number':
      parts.push(`${rank} = 1`, `${number} = ${p.add(value, 'numeric')}`, `${text} = ''`, `${other} = 'null'::jsonb`);
      break;
    case 'string':
      parts.push(`${rank} = 2`, `${number} = 0`, `${text} = ${p.add(value, 'text')}`, `${other} = 'null'::jsonb`);
      break;
    case 'boolean':
      parts.push(`${rank} = 5`, `${number} = 0`, `${text} = ''`, `${other} = ${p.json(value)}`);
      break;
    default:
      return unreachable(value);
  }
  return `(${parts.join(' AND ')})`;
}

/** The btree index backing a declared index: the typed key columns of each field, then the id tie-break. */
function indexSql(keys: SortKey[], collection: CollectionPlan): string[] {
  return [...keys.filter((key) => key.field !== 'id'), { field: 'id', direction: 'asc' as const }].flatMap((key) => sortSql(key, collection));
}

/** The id, document and search copies of a new row, in stored form; refused when too large to store. */
function rowValues(collection: CollectionPlan, doc: ReadDocument): [string, string, string] {
  const { id, stored, norm } = storedRow(collection, doc);
  return [id, JSON.stringify(stored), JSON.stringify(norm)];
}

function storedRow(collection: CollectionPlan, doc: ReadDocument): { id: string; stored: ReadDocument; norm: Record<string, string> } {
  assertDocument(doc);
  assertDeclaredFields(collection, doc as unknown as Record<string, unknown>);
  const stored = encodeStoreJson(doc);
  const norm = searchableText(doc as unknown as Record<string, unknown>);
  assertStoredSize(stored.id, stored as unknown as Record<string, unknown>, norm);
  return { id: stored.id, stored, norm };
}

/** The stored row is aliased so that a guard reads the same in UPDATE and in INSERT ... ON CONFLICT. */
const ROW = 'stored';

/**
 * A guarded write's condition (the row's mark for the source is not at or after the position) and
 * the new marks. Checked in the write's own WHERE: a racing delivery waits for the row lock, then
 * PostgreSQL re-checks the condition against the row as the winner left it, so it counts once.
 */
function guardSql(appliedBy: AppliedBy | undefined, p: Params): { isNew: string; marks: string } {
  if (!appliedBy) return { isNew: 'TRUE', marks: `${ROW}.applied` };
  const source = p.add(appliedBy.source, 'text');
  const position = p.add(appliedBy.position, 'text');
  return {
    // No mark yet compares as NULL: the write goes ahead. "C" collation: positions order bytewise.
    isNew: `((${ROW}.applied ->> ${source}) COLLATE "C" >= ${position}) IS NOT TRUE`,
    marks: `${ROW}.applied || jsonb_build_object(${source}, ${position})`,
  };
}

/**
 * A page and the number of all matches in one statement. The count is its own subquery rather
 * than a window over the page's query, which would read and hold every match, documents
 * included, to cut out a page; joined laterally so a page past the end still carries it.
 */
function selectSql(table: string, plan: FindPlan, collection: CollectionPlan, p: Params): string {
  const where = whereSql(plan.conditions, plan.search, collection, p);
  const orderBy = plan.sort.flatMap((key) => sortSql(key, collection)).join(', ');
  if (plan.limit === null) return `SELECT doc FROM ${table} WHERE ${where} ORDER BY ${orderBy}`;
  const page = `SELECT doc FROM ${table} WHERE ${where} ORDER BY ${orderBy} LIMIT ${p.add(plan.limit, 'int')} OFFSET ${p.add(plan.skip, 'int')}`;
  return `SELECT counted.total, paged.doc FROM (SELECT count(*) AS total FROM ${table} WHERE ${where}) AS counted
    LEFT JOIN LATERAL (${page}) AS paged ON TRUE`;
}

class PostgresReadCollection<T extends ReadDocument> implements ReadCollection<T> {
  constructor(
    private readonly pool: Pool,
    private readonly table: string,
    private readonly plan: CollectionPlan,
    private readonly ready: () => Promise<void>,
  ) {}

  async get(id: string): Promise<T | null> {
    const sql = `SELECT doc FROM ${this.table} WHERE id = $1::text`;
    const { rows } = await this.query<{ doc: T }>(sql, [encodeStoreText(id)]);
    return rows[0] ? decodeStoreJson(rows[0].doc) : null;
  }

  async upsert(doc: T, options: WriteOptions = {}): Promise<void> {
    const appliedBy = assertAppliedBy(options.appliedBy);
    const p = new Params();
    const [id, stored, norm] = rowValues(this.plan, doc).map((value, i) => p.add(value, i === 0 ? 'text' : 'jsonb'));
    const marks = p.json(appliedBy ? { [appliedBy.source]: appliedBy.position } : {});
    const guard = guardSql(appliedBy, p);
    // A replacement replaces the marks too: only this write's own remains.
    await this.query(
      `INSERT INTO ${this.table} AS ${ROW} (id, doc, norm, applied) VALUES (${id}, ${stored}, ${norm}, ${marks})
       ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc, norm = EXCLUDED.norm, applied = EXCLUDED.applied
       WHERE ${guard.isNew}`,
      p.values,
    );
  }

  async insertIfAbsent(doc: T): Promise<boolean> {
    const { rowCount } = await this.query(
      `INSERT INTO ${this.table} (id, doc, norm) VALUES ($1::text, $2::jsonb, $3::jsonb) ON CONFLICT (id) DO NOTHING`,
      rowValues(this.plan, doc),
    );
    return rowCount === 1;
  }

  async patch(id: string, fields: Partial<Omit<T, 'id'>>, options: WriteOptions = {}): Promise<boolean> {
    const given = patchFields(fields);
    const appliedBy = assertAppliedBy(options.appliedBy);
    assertPatchKeepsDeclared(this.plan, given);
    if (Object.keys(given).length === 0) return this.exists(id); // nothing to set, so nothing to mark either
    const encoded = encodeStoreJson(given);
    const copies = searchableText(given);
    assertStoredSize(encodeStoreText(id), encoded, copies);
    const p = new Params();
    const doc = `${ROW}.doc || ${p.json(encoded)}`;
    // Drop the search copies of every patched field, then add back those that are still text.
    const norm = `(${ROW}.norm - ${p.add(Object.keys(given), 'text[]')}) || ${p.json(copies)}`;
    const fits = `${sizeSql(doc, norm)} <= ${MAX_STORED_DOCUMENT_BYTES}`;
    return this.update(id, `doc = ${doc}, norm = ${norm}`, appliedBy, p, fits, () => this.refuseIfGrownTooLarge(id, encoded, copies, Object.keys(given)));
  }

  /**
   * A patch refused by the size condition leaves no row changed and looks like a missing one;
   * only then is the row measured again, to tell the two apart.
   */
  private async refuseIfGrownTooLarge(id: string, encoded: Record<string, unknown>, copies: Record<string, string>, keys: string[]): Promise<void> {
    const p = new Params();
    const grown = sizeSql(`${ROW}.doc || ${p.json(encoded)}`, `(${ROW}.norm - ${p.add(keys, 'text[]')}) || ${p.json(copies)}`);
    const { rows } = await this.query<{ bytes: number }>(
      `SELECT ${grown} AS bytes FROM ${this.table} AS ${ROW} WHERE ${ROW}.id = ${p.add(encodeStoreText(id), 'text')}`,
      p.values,
    );
    const bytes = rows[0]?.bytes;
    if (bytes !== undefined && bytes > MAX_STORED_DOCUMENT_BYTES) throw new ReadStoreDocumentTooLargeError(id, bytes);
  }

  async increment(id: string, by: Partial<Record<keyof T & string, number>>, options: WriteOptions = {}): Promise<boolean> {
    const amounts = incrementFields(by);
    const appliedBy = assertAppliedBy(options.appliedBy);
    if (amounts.length === 0) return this.exists(id); // nothing to add, so nothing to mark either
    const p = new Params();
    const pairs = amounts.map(([field, amount]) => {
      const f = p.add(field, 'text');
      // One UPDATE reads and writes under the row lock, so concurrent increments never lose updates.
      return `${f}, COALESCE(NULLIF(${ROW}.doc -> ${f}, 'null'::jsonb)::numeric, 0) + ${p.add(amount, 'numeric')}`;
    });
    return this.update(id, `doc = ${ROW}.doc || jsonb_build_object(${pairs.join(', ')})`, appliedBy, p);
  }

  async delete(id: string): Promise<boolean> {
    const { rowCount } = await this.query(`DELETE FROM ${this.table} WHERE id = $1::text`, [encodeStoreText(id)]);
    return rowCount === 1;
  }

  async find(query: FindQuery = {}): Promise<FoundPage<T>> {
    const plan = planFind(query);
    const p = new Params();
    const { rows } = await this.query<{ doc: T | null; total?: string }>(selectSql(this.table, plan, this.plan, p), p.values);
    // Without a limit every match is returned; with one, the first row carries the count and a
    // page past the end is that one row with no document.
    const items = rows.flatMap((row) => (row.doc === null ? [] : [decodeStoreJson(row.doc)]));
    return { items, totalItems: plan.limit === null ? items.length : Number(rows[0]?.total ?? 0) };
  }

  async count(filter?: Filter): Promise<number> {
    return this.countWhere(parseFilter(filter), null);
  }

  async clear(): Promise<void> {
    // TRUNCATE rather than DELETE: a rebuild empties big tables without leaving dead rows behind.
    await this.query(`TRUNCATE ${this.table}`, []);
  }

  async writeMany(states: ReadonlyArray<DocumentState<T>>): Promise<void> {
    const checked = checkDocumentStates(states);
    const gone = checked.filter((state) => state.doc === null).map((state) => encodeStoreText(state.id));
    // Every row is encoded and checked before anything is written.
    const kinds = [true, false].map((replaceMarks) => {
      const rows: Array<{ id: string; doc: unknown; norm: unknown; applied: Record<string, string> }> = [];
      for (const state of checked) {
        if (state.doc === null || state.replaceMarks !== replaceMarks) continue;
        const { id, stored, norm } = storedRow(this.plan, state.doc);
        rows.push({ id, doc: stored, norm, applied: state.marks });
      }
      return { replaceMarks, rows };
    });
    if (gone.length > 0) await this.query(`DELETE FROM ${this.table} WHERE id = ANY($1::text[])`, [gone]);
    for (const { replaceMarks, rows } of kinds) {
      if (rows.length === 0) continue;
      // The rows arrive as one JSON array (serialised natively, unlike a text[] of JSON), so the
      // statement's text, and its prepared plan, stays the same whatever their number.
      await this.query(
        `INSERT INTO ${this.table} AS ${ROW} (id, doc, norm, applied)
         SELECT id, doc, norm, applied FROM jsonb_to_recordset($1::jsonb) AS r(id text, doc jsonb, norm jsonb, applied jsonb)
         ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc, norm = EXCLUDED.norm,
         applied = ${replaceMarks ? 'EXCLUDED.applied' : `${ROW}.applied || EXCLUDED.applied`}`,
        [JSON.stringify(rows)],
      );
    }
  }

  /**
   * Updates an existing row, guarded; true when the row exists, whether or not the guard skipped.
   * `condition` must also hold for the row to change; when no row changed, `unchanged` may say why
   * (by throwing) before the row is looked for.
   */
  private async update(
    id: string,
    assignments: string,
    appliedBy: AppliedBy | undefined,
    p: Params,
    condition = 'TRUE',
    unchanged: () => Promise<void> = async () => undefined,
  ): Promise<boolean> {
    const guard = guardSql(appliedBy, p);
    const { rowCount } = await this.query(
      `UPDATE ${this.table} AS ${ROW} SET ${assignments}, applied = ${guard.marks}
       WHERE ${ROW}.id = ${p.add(encodeStoreText(id), 'text')} AND ${guard.isNew} AND ${condition}`,
      p.values,
    );
    if (rowCount === 1) return true;
    await unchanged();
    // Skipped as already applied, or no row: only a replay or a racing delivery pays this query.
    return appliedBy !== undefined && this.exists(id);
  }

  private async exists(id: string): Promise<boolean> {
    const { rows } = await this.query(`SELECT 1 FROM ${this.table} WHERE id = $1::text`, [encodeStoreText(id)]);
    return rows.length === 1;
  }

  private async countWhere(conditions: Condition[], search: SearchPlan | null): Promise<number> {
    const p = new Params();
    const sql = `SELECT count(*)::int AS total FROM ${this.table} WHERE ${whereSql(conditions, search, this.plan, p)}`;
    const { rows } = await this.query<{ total: number }>(sql, p.values);
    return rows[0]?.total ?? 0;
  }

  /**
   * Named statements: each connection prepares a query shape once and reuses its plan. The
   * type-aware ORDER BY of `find` costs more to plan than to run on read-model-sized tables.
   */
  private async query<R extends object = Record<string, unknown>>(sql: string, values: unknown[]) {
    await this.ready();
    return this.pool.query<R>({ name: statementName(sql), text: sql, values });
  }
}

/**
 * The stored size of a document and its search copies as PostgreSQL holds them: their JSON text,
 * which for the documents that come near the limit (long strings) is within a few bytes a field of
 * the BSON size the other writes measure, and larger where text is escaped (so never more lenient).
 */
function sizeSql(doc: string, norm: string): string {
  return `(octet_length((${doc})::text) + octet_length((${norm})::text))`;
}

const statementNames = new Map<string, string>();

/** A stable, short name per SQL text (PostgreSQL truncates identifiers at 63 bytes). */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `rs_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}
