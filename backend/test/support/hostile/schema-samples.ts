import { randomBytes } from 'crypto';
import { z } from 'zod';

/**
 * Walks the contracts' zod schemas (zod v4's public `def` and classes) to find the fields of a
 * body or query and to build a valid value for each, so the sweep can make one field hostile at a
 * time in an otherwise valid request, for endpoints it has never seen.
 */

type Schema = z.ZodType;
type Sample = Record<string, unknown>;

/**
 * Does the schema accept the value? A schema that throws instead of answering (a refinement that
 * assumes an earlier check passed) counts as refusing: the server then fails, and the sweep says so.
 */
export function accepts(schema: Schema, value: unknown): boolean {
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
}

/** Emails the sweep makes up: recognisable, so the identity provider can be asked about them. */
export const SWEEP_EMAIL = /hv-[0-9a-f]{10}@example\.vn/g;
const sweepEmail = () => `hv-${randomBytes(5).toString('hex')}@example.vn`;

/** The schema below optional, default, nullable and similar wrappers, on the input side of pipes. */
function inputCore(schema: Schema): Schema {
  let current = schema;
  for (;;) {
    const def = current.def as { innerType?: Schema };
    if (def.innerType) current = def.innerType;
    else if (current instanceof z.ZodPipe) current = current.in as Schema;
    else return current;
  }
}

/** The object shape a body or query schema reads (through refinements and transforms), if any. */
export function shapeOf(schema: Schema): Record<string, Schema> | null {
  const core = inputCore(schema);
  return core instanceof z.ZodObject ? (core.shape as Record<string, Schema>) : null;
}

export interface Field {
  /** Path inside the object, e.g. ['name'] or ['address', 'city']. */
  path: string[];
  schema: Schema;
}

/** Every field, nested objects included, depth first. */
export function fieldsOf(schema: Schema, prefix: string[] = []): Field[] {
  const shape = shapeOf(schema);
  if (!shape) return [];
  return Object.entries(shape).flatMap(([key, field]) => {
    const path = [...prefix, key];
    const nested = fieldsOf(field, path);
    return [{ path, schema: field }, ...nested];
  });
}

/** Text a field of this name most likely wants, tried first; the rest follow in any order. */
const TEXT_BY_NAME: Array<[RegExp, () => string]> = [
  [/e-?mail/i, sweepEmail],
  [/phone/i, () => '0912345678'],
  [/password/i, () => 'MatKhau@123'],
  [/url|avatar|image|link/i, () => 'https://hocvien.example.vn/anh-dai-dien.png'],
  [/name/i, () => 'Nguyễn Văn An'],
  // A Vietnamese enterprise code and a calendar day (the academy settings' business registration).
  [/businessCode/i, () => '0316789012'],
  [/On$|Date$|Day$/, () => '2021-03-15'],
  // Free text that asks for a few sentences (an applicant's experience).
  [/experience/i, () => 'Sáu năm chạy quảng cáo Facebook cho các cửa hàng thời trang và mỹ phẩm.'],
];
const ANY_TEXT: Array<() => string> = [
  () => 'Nguyễn Văn An',
  () => 'abc123',
  sweepEmail,
  () => '0912345678',
  () => 'https://hocvien.example.vn/anh-dai-dien.png',
  () => 'MatKhau@123',
];

function textCandidates(key: string): Array<() => string> {
  const byName = TEXT_BY_NAME.filter(([pattern]) => pattern.test(key)).map(([, make]) => make);
  return [...byName, ...ANY_TEXT];
}

function candidates(schema: Schema, key: string): Array<() => unknown> {
  const core = inputCore(schema);
  if (core instanceof z.ZodObject) return [() => validSample(core)];
  if (core instanceof z.ZodEnum) return core.options.map((option) => () => option);
  if (core instanceof z.ZodLiteral) return [...core.values].map((value) => () => value);
  if (core instanceof z.ZodUnion) return (core.options as Schema[]).flatMap((option) => candidates(option, key));
  // Empty first; then one element, for lists that must not be empty (the items of an order).
  if (core instanceof z.ZodArray) return [() => [], ...candidates(core.element as Schema, key).map((make) => () => [make()])];
  switch (core.def.type) {
    case 'string':
      return textCandidates(key);
    case 'number':
    case 'int':
    case 'bigint':
      // Small counts first, then sums of money above a minimum (a deposit starts at 10.000 ₫).
      return [1, 2, 5, 10, 100, 50_000].map((n) => () => n);
    case 'boolean':
      return [() => false, () => true];
    default:
      return [];
  }
}

/** A value the field schema accepts, made fresh (emails are unique per call); undefined if none. */
function sampleField(schema: Schema, key: string, asText: boolean): unknown {
  for (const make of candidates(schema, key)) {
    const value = make();
    const sent = asText && typeof value !== 'object' ? String(value) : value;
    if (accepts(schema, sent)) return sent;
  }
  return undefined;
}

/**
 * A valid object for a body (`asText` false) or a query string (`asText` true: every value text,
 * as a query arrives). Optional fields are filled too, so each can be made hostile. Returns null
 * when the generator cannot satisfy the schema; the catalogue test names such an endpoint.
 */
export function validSample(schema: Schema, asText = false): Sample | null {
  const shape = shapeOf(schema);
  if (!shape) return null;
  const sample: Sample = {};
  for (const [key, field] of Object.entries(shape)) {
    const value = sampleField(field, key, asText);
    if (value !== undefined) sample[key] = value;
  }
  if (accepts(schema, sample)) return sample;
  return withoutOneOptionalField(schema, sample);
}

/**
 * An object rule such as "exactly one of affiliateUserId and affiliateCode" refuses a sample with
 * every optional field filled: try leaving one optional field out at a time.
 */
function withoutOneOptionalField(schema: Schema, sample: Sample): Sample | null {
  const shape = shapeOf(schema)!;
  for (const key of Object.keys(sample)) {
    if (!accepts(shape[key], undefined)) continue;
    const { [key]: _left, ...rest } = sample;
    if (accepts(schema, rest)) return rest;
  }
  return null;
}
