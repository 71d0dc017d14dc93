/**
 * The MongoDB forms of the adapter-neutral plans (read-query): filters, the find pipelines, index
 * specifications and the increment update. Pure, so their shape is tested without a server.
 */
import type { Document, IndexDescription } from 'mongodb';
import { unreachable, type CollectionPlan, type Condition, type FindPlan, type SearchPlan, type SortKey } from './read-query';
import type { AppliedBy } from './read-store.port';

export const NORM = '__norm';
export const APPLIED = '__applied';
export const HIDDEN = { _id: 0, [NORM]: 0, [APPLIED]: 0 } as const;

/** The port's `id` is Mongo's `_id`, which is always indexed. */
export function path(field: string): string {
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

export function mongoFilter(conditions: Condition[], search: SearchPlan | null): Document {
  const parts = conditions.map(conditionFilter);
  if (search) parts.push(searchFilter(search));
  return parts.length === 0 ? {} : { $and: parts };
}

/**
 * The sort, with nulls and missing values last in either direction as on PostgreSQL. Descending,
 * MongoDB already puts them last (they rank below every other type). Ascending, it puts them first,
 * so an ascending key on a field that may be null gets a computed "is null" flag sorted before it;
 * that stage stops any index from backing the sort, so it is added only where needed: never for
 * `id`, declared present fields or fields the filter proves present (`presentInResults`).
 */
export function sortStages(sort: SortKey[], present: ReadonlySet<string>): { stages: Document[]; flags: string[] } {
  const flags: Document = {};
  const order: Record<string, 1 | -1> = {};
  sort.forEach(({ field, direction }, i) => {
    if (direction === 'asc' && !present.has(field)) {
      const flag = `__null${i}`;
      flags[flag] = { $cond: [{ $eq: [{ $ifNull: [`$${field}`, null] }, null] }, 1, 0] };
      order[flag] = 1;
    }
    order[path(field)] = direction === 'asc' ? 1 : -1;
  });
  const names = Object.keys(flags);
  return { stages: names.length === 0 ? [{ $sort: order }] : [{ $addFields: flags }, { $sort: order }], flags: names };
}

function hiddenWith(flags: string[]): Document {
  return { ...HIDDEN, ...Object.fromEntries(flags.map((flag) => [flag, 0])) };
}

export interface FindPipelines {
  /**
   * With a limit: one round trip, one snapshot. Match and sort run before the `$facet` so an index
   * can serve them; the facet then cuts the page and counts every match.
   */
  page: Document[] | null;
  /** The sorted items alone: the whole result without a limit, or the page when `page` is too big. */
  items: Document[];
  /** The filter, for a separate count when the page is too big to travel in one document. */
  filter: Document;
}

export function findPipelines(plan: FindPlan, present: ReadonlySet<string>): FindPipelines {
  const filter = mongoFilter(plan.conditions, plan.search);
  const { stages, flags } = sortStages(plan.sort, present);
  const paging: Document[] = plan.limit === null ? [] : [{ $skip: plan.skip }, { $limit: plan.limit }];
  const project = { $project: hiddenWith(flags) };
  const sorted = [{ $match: filter }, ...stages];
  return {
    page: plan.limit === null ? null : [...sorted, { $facet: { items: [...paging, project], total: [{ $count: 'n' }] } }],
    items: [...sorted, ...paging, project],
    filter,
  };
}

/** The result document of `findPipelines(...).page`. */
export interface FacetResult<T> {
  items: T[];
  total: Array<{ n: number }>;
}

/**
 * One index per declaration, its keys in the declared order and directions, ending in `_id`
 * ascending (every sort's tie-break) unless declared. The name is the driver's default for the
 * keys, so creating the same declaration again is a no-op, in any process.
 */
export function indexSpecs(collection: CollectionPlan): IndexDescription[] {
  return collection.indexes.map((keys) => {
    const key: Record<string, 1 | -1> = {};
    for (const { field, direction } of keys) key[path(field)] = direction === 'asc' ? 1 : -1;
    if (!('_id' in key)) key._id = 1;
    return { key, name: Object.entries(key).map(([field, direction]) => `${field}_${direction}`).join('_') };
  });
}

/** A source's key among the marks: its dots would nest the path, so they become `:` (never in a source). */
export function markKey(source: string): string {
  return source.replaceAll('.', ':');
}

export function markPath(appliedBy: AppliedBy): string {
  return `${APPLIED}.${markKey(appliedBy.source)}`;
}

/**
 * The increment as an update pipeline: a missing or null field counts as 0, as on PostgreSQL
 * (`$inc` refuses a null field). One document's update is atomic either way. Values are literals,
 * so a position can never be read as a field path.
 */
export function incrementUpdate(amounts: Array<[string, number]>, appliedBy: AppliedBy | undefined): Document[] {
  const $set: Document = {};
  for (const [field, amount] of amounts) $set[field] = { $add: [{ $ifNull: [`$${field}`, 0] }, { $literal: amount }] };
  if (appliedBy) $set[markPath(appliedBy)] = { $literal: appliedBy.position };
  return [{ $set }];
}
