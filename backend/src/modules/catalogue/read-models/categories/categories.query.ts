import { Inject, Injectable } from '@nestjs/common';
import { Category, ListCategoriesResponse, ParsedQueryOf } from '@academy/contracts';
import { FreshReadCache } from '../../../../platform/projections/fresh-read-cache';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { CATEGORIES_COLLECTION, CategoryRow, categoryRows } from './categories.read-model';

/** A catalogue has tens of categories; the list is one page, and this bounds it should that change. */
const MAX_CATEGORIES = 1_000;

const toCategory = ({ id, ...row }: CategoryRow): Category => ({ _id: id, ...row });

/** Reads the categories: in display order, then by name; optionally only shown or only hidden ones. */
@Injectable()
export class CategoriesQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly cache: FreshReadCache,
  ) {}

  private get rows() {
    return categoryRows(this.store);
  }

  /** The same for every caller: from memory while the categories stand still. */
  list({ isActive }: ParsedQueryOf<'listCategories'>): Promise<ListCategoriesResponse> {
    return this.cache.answer([CATEGORIES_COLLECTION], `categories:${String(isActive)}`, () => this.read(isActive));
  }

  private async read(isActive: boolean | undefined): Promise<ListCategoriesResponse> {
    const found = await this.rows.find({
      filter: isActive === undefined ? {} : { isActive },
      sort: [
        { field: 'order', direction: 'asc' },
        { field: 'name', direction: 'asc' },
      ],
      limit: MAX_CATEGORIES,
    });
    return { categories: found.items.map(toCategory) };
  }

  async byId(id: string): Promise<Category | null> {
    const row = await this.rows.get(id);
    return row ? toCategory(row) : null;
  }

  /** The courses filed under the category now (0 when it has no row). */
  async courseCountOf(id: string): Promise<number> {
    return (await this.rows.get(id))?.courseCount ?? 0;
  }
}
