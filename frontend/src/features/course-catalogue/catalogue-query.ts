import { MAX_PAGE } from '@academy/contracts';

/** What the /courses page shows, read from and written to its URL (`?category&search&page`). */
export interface CatalogueQuery {
  page: number;
  /** A category's slug, or null for every category. */
  category: string | null;
  search: string;
}

export const ALL_COURSES: CatalogueQuery = { page: 1, category: null, search: '' };

/** The server's search limit: a longer box would only earn a 400. */
export const SEARCH_MAX = 100;

const CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One line, single spaces, within the server's limit. */
export const tidySearch = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX);

/** A hand-edited or stale URL never reaches the server as a 400: what cannot be read is dropped. */
export function readCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const page = Number(params.get('page'));
  const category = params.get('category')?.trim().toLowerCase() ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    category: category.length <= 128 && CATEGORY_SLUG.test(category) ? category : null,
    search: tidySearch(params.get('search') ?? ''),
  };
}

/** The URL of a query, defaults left out so `/courses` stays `/courses`. */
export function catalogueSearchParams(query: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.search) params.set('search', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export const sameQuery = (a: CatalogueQuery | null, b: CatalogueQuery | null) =>
  a !== null && b !== null && a.page === b.page && a.category === b.category && a.search === b.search;

export const isFiltered = (query: CatalogueQuery) => query.category !== null || query.search !== '';
