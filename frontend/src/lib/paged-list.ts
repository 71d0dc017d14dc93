import { DEFAULT_PAGE_SIZE } from '@academy/contracts';
import { UnknownAction, createAction } from '@reduxjs/toolkit';
import { call, debounce, put, select, takeLatest } from 'redux-saga/effects';
import { Remote, RemoteError, dataOf, remote, toRemoteError } from './remote';

/** One page of an admin list, whatever the endpoint calls its rows and its total. */
export interface Page<Row> {
  rows: Row[];
  currentPage: number;
  totalPages: number;
  totalItems: number;
}

/** A list's filters are select boxes: text values, '' meaning "all". */
export type ListFilters = Record<string, string>;

export interface PagedListState<Row, F extends ListFilters> {
  filters: F;
  page: number;
  /** What the user is typing; `search` follows it once the typing pauses. */
  searchInput: string;
  search: string;
  result: Remote<Page<Row>>;
}

/** The filters a query carries: only the chosen ones. */
type ChosenFilters<F extends ListFilters> = { [K in keyof F]?: Exclude<F[K], ''> };

/** What a list asks its endpoint for: empty filters and an empty search are left out. */
export type ListQuery<F extends ListFilters> = { page: number; limit: number; search?: string } & ChosenFilters<F>;

/** An endpoint's page in the list's shape (each names its rows and its total its own way). */
export function toPage<Row>(rows: Row[], pagination: { currentPage: number; totalPages: number }, totalItems: number): Page<Row> {
  return { rows, currentPage: pagination.currentPage, totalPages: pagination.totalPages, totalItems };
}

/** Spec part 1 §9: admin lists show 10 a page; the search waits 500 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * The state and events of a paged, filtered, searchable list. The owning feature keeps the state
 * at a key of its own slice and hands it every action that `matches`, so its own reducers can
 * still change the rows (a status saved, a row deleted) with `updateRows`.
 */
export function createPagedList<Row, F extends ListFilters>(name: string, filters: F) {
  const actions = {
    /** The screen was shown, or "Thử lại" was pressed. */
    opened: createAction(`${name}/opened`),
    filterChanged: createAction<Partial<F>>(`${name}/filterChanged`),
    searchTyped: createAction<string>(`${name}/searchTyped`),
    /** The typing paused: the list follows the search box. */
    searchApplied: createAction(`${name}/searchApplied`),
    pageChanged: createAction<number>(`${name}/pageChanged`),
    received: createAction<Page<Row>>(`${name}/received`),
    failed: createAction<RemoteError>(`${name}/failed`),
  };
  const initialState: PagedListState<Row, F> = { filters, page: 1, searchInput: '', search: '', result: remote.idle() };

  /** A filter or a new search starts again from page 1; every reload keeps the rows on screen. */
  function reducer(state: PagedListState<Row, F> = initialState, action: UnknownAction): PagedListState<Row, F> {
    const reload = { result: remote.reload(state.result) };
    if (actions.opened.match(action)) return { ...state, ...reload };
    if (actions.filterChanged.match(action)) return { ...state, ...reload, filters: { ...state.filters, ...action.payload }, page: 1 };
    if (actions.searchTyped.match(action)) return { ...state, searchInput: action.payload };
    if (actions.searchApplied.match(action)) return { ...state, ...reload, search: state.searchInput.trim(), page: 1 };
    if (actions.pageChanged.match(action)) return { ...state, ...reload, page: action.payload };
    if (actions.received.match(action)) return { ...state, result: remote.succeeded(action.payload), page: action.payload.currentPage };
    if (actions.failed.match(action)) return { ...state, result: remote.fail(state.result, action.payload) };
    return state;
  }

  return {
    actions,
    initialState,
    reducer,
    matches: (action: UnknownAction) => action.type.startsWith(`${name}/`),
    /** The actions after which the list loads again. */
    reloads: [actions.opened.type, actions.filterChanged.type, actions.searchApplied.type, actions.pageChanged.type],
  };
}

export type PagedList<Row, F extends ListFilters> = ReturnType<typeof createPagedList<Row, F>>;

/** For the owning feature's reducers (on an immer draft): change the rows on screen. */
export function updateRows<Row>(list: { result: Remote<Page<Row>> }, change: (rows: Row[]) => Row[]): void {
  const page = dataOf(list.result);
  if (page) page.rows = change(page.rows);
}

/** The total to show next to the list, or null while there is none or the last load failed. */
export function listTotal(list: PagedListState<unknown, ListFilters>): number | null {
  const page = dataOf(list.result);
  return page && list.result.status !== 'failed' ? page.totalItems : null;
}

export function toListQuery<F extends ListFilters>(list: PagedListState<unknown, F>, limit: number): ListQuery<F> {
  const chosen = Object.fromEntries(Object.entries(list.filters).filter(([, value]) => value !== '')) as ChosenFilters<F>;
  return { page: list.page, limit, ...(list.search ? { search: list.search } : {}), ...chosen };
}

export interface PagedListSagaOptions<Row, F extends ListFilters, S> {
  select(state: S): PagedListState<Row, F>;
  fetch(query: ListQuery<F>): Promise<Page<Row>>;
  /** The text when the server said nothing (spec part 1 §8). */
  fallback?: string;
  /** Events of the owning feature after which the rows on screen are out of date (a row created, deleted). */
  reloadOn?: string[];
  pageSize?: number;
  debounceMs?: number;
}

/** Loads the page the state asks for, the latest request winning; debounces the search box. */
export function createPagedListSaga<Row, F extends ListFilters, S>(list: PagedList<Row, F>, options: PagedListSagaOptions<Row, F, S>) {
  function* load() {
    const state: PagedListState<Row, F> = yield select(options.select);
    try {
      const page: Page<Row> = yield call(options.fetch, toListQuery(state, options.pageSize ?? DEFAULT_PAGE_SIZE));
      yield put(list.actions.received(page));
    } catch (error) {
      yield put(list.actions.failed(toRemoteError(error, options.fallback)));
    }
  }

  function* applySearch() {
    yield put(list.actions.searchApplied());
  }

  return function* pagedListSaga() {
    yield takeLatest([...list.reloads, ...(options.reloadOn ?? [])], load);
    yield debounce(options.debounceMs ?? SEARCH_DEBOUNCE_MS, list.actions.searchTyped.type, applySearch);
  };
}
