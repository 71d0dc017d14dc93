import { assertNever } from '../domain/decider';
import type { ExpectedRevision } from './event-store.port';

/**
 * The SQL of the PostgreSQL event store, bound to one schema. Kept apart from the adapter so the
 * adapter reads as steps and the statements can be reviewed in one place.
 */
export interface EventStoreSql {
  /** Channel appends notify on commit; subscriptions LISTEN to it. */
  notifyChannel: string;
  /** Key of the advisory lock that serialises migrations of this schema across processes. */
  migrationLockKey: string;
  migration: string[];
  /** Claims the revisions, inserts the events and notifies in ONE statement (one transaction). */
  append(expected: ExpectedRevision): string;
  readStream: string;
  readAll: string;
  headPosition: string;
  eventsById: string;
  streamRevision: string;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,39}$/;

export function eventStoreSql(schema: string): EventStoreSql {
  // Interpolated into SQL as an identifier, so accept only plain lower-case names.
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid event store schema name: "${schema}"`);
  const streams = `"${schema}".streams`;
  const events = `"${schema}".events`;
  return {
    notifyChannel: `${schema}_events_appended`,
    migrationLockKey: `event-store-migration:${schema}`,
    migration: migrationStatements(schema, streams, events),
    append: (expected) => appendStatement(streams, events, expected),
    readStream: `SELECT ${RECORDED_COLUMNS} FROM ${events} e WHERE e.stream_id = $1 ORDER BY e.revision`,
    readAll: `
      SELECT ${RECORDED_COLUMNS} FROM ${events} e
      WHERE e.transaction_id < ${READABLE_HORIZON}
        AND (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
      ORDER BY e.transaction_id, e.global_position
      LIMIT $3`,
    headPosition: `
      SELECT transaction_id::text AS transaction_id, global_position::text AS global_position
      FROM ${events} e WHERE e.transaction_id < ${READABLE_HORIZON}
      ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1`,
    eventsById: `SELECT ${RECORDED_COLUMNS} FROM ${events} e WHERE e.event_id = ANY($1::uuid[]) ORDER BY e.stream_id, e.revision`,
    streamRevision: `SELECT revision::text AS revision FROM ${streams} WHERE stream_id = $1`,
  };
}

/**
 * Oldest transaction still running anywhere in the cluster. Every transaction below it has
 * committed or aborted, and every future one gets a higher id, so rows below it are final: a
 * reader never sees a lower position appear after a higher one (the bigserial gap problem).
 */
const READABLE_HORIZON = 'pg_snapshot_xmin(pg_current_snapshot())';

/**
 * Numbers leave as text (exact in JS, turned into bigint or number by the adapter). The aliases
 * shadow the real columns, so ORDER BY and WHERE always qualify with the table alias `e`.
 */
const RECORDED_COLUMNS = `e.event_id::text AS id, e.stream_id, e.revision::text AS revision, e.type, e.data, e.metadata,
  e.transaction_id::text AS transaction_id, e.global_position::text AS global_position`;

function migrationStatements(schema: string, streams: string, events: string): string[] {
  return [
    `CREATE SCHEMA IF NOT EXISTS "${schema}"`,
    // One row per stream holding its last revision: the row the database serialises appends on.
    `CREATE TABLE IF NOT EXISTS ${streams} (
      stream_id text PRIMARY KEY,
      revision bigint NOT NULL CHECK (revision >= 0)
    )`,
    // The primary key is the log order index; xid8 never wraps around. Data and metadata are json,
    // the exact text the adapter wrote: unlike jsonb it takes \u0000 and lone surrogate escapes,
    // and the store never looks inside an event. Stream ids and types are in stored form
    // (store-text.codec), as text columns refuse NUL and `pg` sends lone surrogates as U+FFFD.
    `CREATE TABLE IF NOT EXISTS ${events} (
      global_position bigserial NOT NULL,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      event_id uuid NOT NULL,
      stream_id text NOT NULL REFERENCES ${streams} (stream_id),
      revision bigint NOT NULL,
      type text NOT NULL,
      data json NOT NULL,
      metadata json NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      PRIMARY KEY (transaction_id, global_position),
      CONSTRAINT ${EVENT_ID_CONSTRAINT} UNIQUE (event_id),
      CONSTRAINT events_stream_revision_key UNIQUE (stream_id, revision)
    )`,
    // Tables created before data and metadata became json (issue 7) are converted once.
    `DO $$ BEGIN
      IF (SELECT data_type FROM information_schema.columns
          WHERE table_schema = '${schema}' AND table_name = 'events' AND column_name = 'data') = 'jsonb' THEN
        ALTER TABLE ${events} ALTER COLUMN data TYPE json USING data::json,
          ALTER COLUMN metadata TYPE json USING metadata::json;
      END IF;
    END $$`,
  ];
}

/** Name of the unique constraint a retried (or id-reusing) append violates. */
export const EVENT_ID_CONSTRAINT = 'events_event_id_key';

/**
 * Parameters: $1 stream id, $2 number of events, then one array per column in event order: $3 ids,
 * $4 types, $5 data and $6 metadata as JSON texts (never parsed here: JSON functions refuse \u0000
 * and lone surrogate escapes), $7 expected revision (numeric expectations only). It does not
 * NOTIFY: PostgreSQL serialises the commits of every transaction that notifies, so the store
 * notifies after commit instead (CoalescedNotify). Returns the last appended event, or no row when
 * the expectation failed: the check happens in the database, under the stream row's lock.
 */
function appendStatement(streams: string, events: string, expected: ExpectedRevision): string {
  return `
    WITH claimed AS (${claimRevisions(streams, expected)}),
    inserted AS (
      INSERT INTO ${events} (event_id, stream_id, revision, type, data, metadata)
      SELECT e.id, $1::text, c.revision - $2::bigint + e.ord, e.type, e.data, e.metadata
      FROM claimed c
      CROSS JOIN unnest($3::uuid[], $4::text[], $5::json[], $6::json[]) WITH ORDINALITY AS e(id, type, data, metadata, ord)
      ORDER BY e.ord
      RETURNING transaction_id, global_position, revision
    )
    SELECT i.transaction_id::text AS transaction_id, i.global_position::text AS global_position,
           i.revision::text AS revision
    FROM inserted i ORDER BY i.global_position DESC LIMIT 1`;
}

/** Moves the stream's revision forward by $2 and returns the new last revision, if allowed. */
function claimRevisions(streams: string, expected: ExpectedRevision): string {
  if (typeof expected === 'number') {
    return `UPDATE ${streams} SET revision = revision + $2::bigint
            WHERE stream_id = $1::text AND revision = $7::bigint RETURNING revision`;
  }
  switch (expected) {
    case 'no_stream':
      // A concurrent creator holds the key: we wait for it, then find the row and insert nothing.
      return `INSERT INTO ${streams} AS s (stream_id, revision) VALUES ($1::text, $2::bigint - 1)
              ON CONFLICT (stream_id) DO NOTHING RETURNING s.revision`;
    case 'stream_exists':
      return `UPDATE ${streams} SET revision = revision + $2::bigint
              WHERE stream_id = $1::text RETURNING revision`;
    case 'any':
      return `INSERT INTO ${streams} AS s (stream_id, revision) VALUES ($1::text, $2::bigint - 1)
              ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + $2::bigint RETURNING s.revision`;
    default:
      return assertNever(expected);
  }
}
