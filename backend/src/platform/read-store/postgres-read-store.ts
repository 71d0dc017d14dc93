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
  assertPatchKeepsPresent,
  assertPresentFields,
  assertSafeName,
  assertStoredSize,
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

  /** Index declarations are checked but not acted on: the GIN index serves equality filters. */
  collection<T extends ReadDocument>(name: string, options?: CollectionOptions): ReadCollection<T> {
    assertSafeName('collection', name);
    const plan = planCollection(options);
    const table = `${quoteIdent(this.schema)}.${quoteIdent(name)}`;
    return new PostgresReadCollection<T>(this.pool, table, plan, () => this.ensureTable(name, table));
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

function conditionSql(condition: Condition, p: Params): string {
  switch (condition.op) {
    case 'eq':
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

function whereSql(conditions: Condition[], search: SearchPlan | null, p: Params): string {
  const parts = conditions.map((c) => conditionSql(c, p));
  if (search) parts.push(searchSql(search, p));
  return parts.length === 0 ? 'TRUE' : parts.join(' AND ');
}

// MongoDB's order of types, so mixed-type fields sort alike on both adapters.
const TYPE_RANK = `CASE jsonb_typeof(doc -> %f) WHEN 'number' THEN 1 WHEN 'string' THEN 2 WHEN 'object' THEN 3 WHEN 'array' THEN 4 ELSE 5 END`;

function sortSql({ field, direction }: SortKey, p: Params): string[] {
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  // The id is always a string and has its own column (collation "C", like every string sort here).
  if (field === 'id') return [`id ${dir}`];
  const f = p.add(field, 'text');
  return [
    `${isNullSql(f)} ASC`, // nulls and missing values last in either direction
    `${TYPE_RANK.replace('%f', f)} ${dir}`,
    `CASE WHEN jsonb_typeof(doc -> ${f}) = 'number' THEN (doc -> ${f})::numeric END ${dir}`,
    `CASE WHEN jsonb_typeof(doc -> ${f}) = 'string' THEN doc ->> ${f} END COLLATE "C" ${dir}`,
    // Booleans, objects and arrays; null must not rank apart from missing here.
    `CASE WHEN jsonb_typeof(doc -> ${f}) IN ('boolean', 'object', 'array') THEN doc -> ${f} END ${dir}`,
  ];
}

/** The id, document and search copies of a new row, in stored form; refused when too large to store. */
function rowValues(collection: CollectionPlan, doc: ReadDocument): [string, string, string] {
  assertDocument(doc);
  assertPresentFields(collection, doc as unknown as Record<string, unknown>);
  const stored = encodeStoreJson(doc);
  const norm = searchableText(doc as unknown as Record<string, unknown>);
  assertStoredSize(stored.id, stored as unknown as Record<string, unknown>, norm);
  return [stored.id, JSON.stringify(stored), JSON.stringify(norm)];
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

function selectSql(table: string, plan: FindPlan, p: Params): string {
  const where = whereSql(plan.conditions, plan.search, p);
  const orderBy = plan.sort.flatMap((key) => sortSql(key, p)).join(', ');
  const limit = plan.limit === null ? '' : ` LIMIT ${p.add(plan.limit, 'int')} OFFSET ${p.add(plan.skip, 'int')}`;
  // The window count rides along with the page: one query instead of a page and a count.
  return `SELECT doc, count(*) OVER () AS total FROM ${table} WHERE ${where} ORDER BY ${orderBy}${limit}`;
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
    assertPatchKeepsPresent(this.plan, given);
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
    const { rows } = await this.query<{ doc: T; total: string }>(selectSql(this.table, plan, p), p.values);
    // A page past the end has no row to carry the total: count separately then.
    const totalItems = rows[0] ? Number(rows[0].total) : plan.skip > 0 ? await this.countWhere(plan.conditions, plan.search) : 0;
    return { items: rows.map((row) => decodeStoreJson(row.doc)), totalItems };
  }

  async count(filter?: Filter): Promise<number> {
    return this.countWhere(parseFilter(filter), null);
  }

  async clear(): Promise<void> {
    // TRUNCATE rather than DELETE: a rebuild empties big tables without leaving dead rows behind.
    await this.query(`TRUNCATE ${this.table}`, []);
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
    const sql = `SELECT count(*)::int AS total FROM ${this.table} WHERE ${whereSql(conditions, search, p)}`;
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
