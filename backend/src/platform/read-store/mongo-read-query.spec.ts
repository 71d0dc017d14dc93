import type { Document } from 'mongodb';
import { findPipelines, incrementUpdate, indexSpecs, sortStages } from './mongo-read-query';
import { planCollection, planFind, presentInResults, ReadStoreUsageError } from './read-query';
import type { CollectionOptions, FindQuery } from './read-store.port';

const pipelinesOf = (query: FindQuery, options?: CollectionOptions) => {
  const plan = planFind(query);
  return findPipelines(plan, presentInResults(planCollection(options), plan.conditions));
};

const stageNames = (pipeline: Document[] | null) => (pipeline ?? []).map((stage) => Object.keys(stage)[0]);

describe('the MongoDB find pipelines', () => {
  it('pages with its total in one $facet after an index-friendly match and sort', () => {
    const { page } = pipelinesOf(
      { filter: { uid: 'u1' }, sort: [{ field: 'createdAt', direction: 'desc' }], page: 3, limit: 20 },
      { present: ['uid', 'createdAt'] },
    );
    expect(page).toEqual([
      { $match: { $and: [{ uid: { $eq: 'u1' } }] } },
      { $sort: { createdAt: -1, _id: 1 } },
      {
        $facet: {
          items: [{ $skip: 40 }, { $limit: 20 }, { $project: { _id: 0, __norm: 0, __applied: 0 } }],
          total: [{ $count: 'n' }],
        },
      },
    ]);
  });

  it('adds no null flag for a descending key: MongoDB already puts nulls last there', () => {
    expect(stageNames(pipelinesOf({ sort: [{ field: 'rank', direction: 'desc' }], limit: 5 }).page)).toEqual([
      '$match',
      '$sort',
      '$facet',
    ]);
  });

  it('adds the null flag before $sort only for an ascending key that may be null', () => {
    const { page } = pipelinesOf({ sort: [{ field: 'rank', direction: 'asc' }], limit: 5 });
    expect(stageNames(page)).toEqual(['$match', '$addFields', '$sort', '$facet']);
    expect(page?.[2]).toEqual({ $sort: { __null0: 1, rank: 1, _id: 1 } });
    const project = (page?.[3] as { $facet: { items: Document[] } }).$facet.items.at(-1);
    expect(project).toEqual({ $project: { _id: 0, __norm: 0, __applied: 0, __null0: 0 } });
  });

  it.each<[string, FindQuery, CollectionOptions | undefined]>([
    ['a declared present field', { sort: [{ field: 'createdAt', direction: 'asc' }] }, { present: ['createdAt'] }],
    ['the id', { sort: [{ field: 'id', direction: 'asc' }] }, undefined],
    ['a field the filter equals', { filter: { rank: 2 }, sort: [{ field: 'rank', direction: 'asc' }] }, undefined],
    ['a field the filter bounds', { filter: { rank: { $gt: 0 } }, sort: [{ field: 'rank', direction: 'asc' }] }, undefined],
    ['a field the filter says is not null', { filter: { rank: { $ne: null } }, sort: [{ field: 'rank', direction: 'asc' }] }, undefined],
    ['a field in a null-free $in', { filter: { rank: { $in: [1, 2] } }, sort: [{ field: 'rank', direction: 'asc' }] }, undefined],
  ])('sorts ascending on %s with no flag stage', (_label, query, options) => {
    expect(stageNames(pipelinesOf({ ...query, limit: 5 }, options).page)).toEqual(['$match', '$sort', '$facet']);
  });

  it.each<[string, FindQuery]>([
    ['equality with null', { filter: { rank: null } }],
    ['a $in holding null', { filter: { rank: { $in: [1, null] } } }],
    ['$ne with a value', { filter: { rank: { $ne: 1 } } }],
    ['$gte null', { filter: { rank: { $gte: null } } }],
  ])('keeps the flag when the filter allows null: %s', (_label, query) => {
    const sort: FindQuery['sort'] = [{ field: 'rank', direction: 'asc' }];
    expect(stageNames(pipelinesOf({ ...query, sort, limit: 5 }).page)).toContain('$addFields');
  });

  it('flags only the keys that need it in a multi-key sort', () => {
    const { stages } = sortStages(
      [
        { field: 'category', direction: 'asc' },
        { field: 'price', direction: 'desc' },
        { field: 'createdAt', direction: 'asc' },
        { field: 'id', direction: 'asc' },
      ],
      new Set(['id', 'createdAt']),
    );
    expect(stages[1]).toEqual({ $sort: { __null0: 1, category: 1, price: -1, createdAt: 1, _id: 1 } });
    expect(Object.keys((stages[0] as { $addFields: Document }).$addFields)).toEqual(['__null0']);
  });

  it('returns every match without a $facet when there is no limit, its count being the items', () => {
    const { page, items } = pipelinesOf({ filter: { uid: 'u1' } });
    expect(page).toBeNull();
    expect(stageNames(items)).toEqual(['$match', '$sort', '$project']);
  });

  it('keeps a plain sorted page for when the facet result would be too large', () => {
    const { items, filter } = pipelinesOf({ search: { text: 'Nguyễn', fields: ['name'] }, page: 2, limit: 10 });
    expect(stageNames(items)).toEqual(['$match', '$sort', '$skip', '$limit', '$project']);
    expect(filter).toEqual({ $and: [{ $or: [{ '__norm.name': { $regex: 'nguyen' } }] }] });
  });
});

describe('the MongoDB index specifications', () => {
  it('makes one compound index per declaration, ending in the id tie-break', () => {
    const specs = indexSpecs(
      planCollection({
        indexes: [
          ['uid', { field: 'createdAt', direction: 'desc' }],
          ['uid', 'isRead'],
          [{ field: 'price', direction: 'desc' }, 'id'],
        ],
      }),
    );
    expect(specs).toEqual([
      { key: { uid: 1, createdAt: -1, _id: 1 }, name: 'uid_1_createdAt_-1__id_1' },
      { key: { uid: 1, isRead: 1, _id: 1 }, name: 'uid_1_isRead_1__id_1' },
      { key: { price: -1, _id: 1 }, name: 'price_-1__id_1' },
    ]);
    // Key order is the index's order, not an accident of object keys.
    expect(Object.keys(specs[0]!.key)).toEqual(['uid', 'createdAt', '_id']);
  });

  it('makes no index without declarations', () => {
    expect(indexSpecs(planCollection())).toEqual([]);
    expect(indexSpecs(planCollection({ present: ['uid'] }))).toEqual([]);
  });

  it('refuses unsafe, reserved, repeated and empty index keys', () => {
    const bad: CollectionOptions[] = [
      { indexes: [[]] },
      { indexes: [['a', 'a']] },
      { indexes: [['a.b']] },
      { indexes: [['__norm']] },
      { indexes: [[{ field: 'a', direction: 'sideways' as 'asc' }]] },
      { present: ['$where'] },
    ];
    for (const options of bad) expect(() => planCollection(options)).toThrow(ReadStoreUsageError);
  });
});

describe('the MongoDB increment', () => {
  it('adds to a missing or null field as to 0, in an update pipeline', () => {
    expect(incrementUpdate([['views', 1], ['likes', -2]], undefined)).toEqual([
      {
        $set: {
          views: { $add: [{ $ifNull: ['$views', 0] }, { $literal: 1 }] },
          likes: { $add: [{ $ifNull: ['$likes', 0] }, { $literal: -2 }] },
        },
      },
    ]);
  });

  it('sets the mark of a guarded increment as a literal, never a field path', () => {
    const [stage] = incrementUpdate([['views', 1]], { source: 'wallet.balances.v1', position: '$views' });
    expect(stage).toEqual({
      $set: {
        views: { $add: [{ $ifNull: ['$views', 0] }, { $literal: 1 }] },
        '__applied.wallet:balances:v1': { $literal: '$views' },
      },
    });
  });
});
