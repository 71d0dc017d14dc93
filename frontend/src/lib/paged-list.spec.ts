import { combineReducers, createAction, createNextState } from '@reduxjs/toolkit';
import { settle, startSaga } from '../../test/saga-harness';
import { ApiError } from '../platform/api-client';
import { ListQuery, Page, createPagedList, createPagedListSaga, listTotal, updateRows } from './paged-list';
import { dataOf } from './remote';

type Order = { id: string; total: number };
type OrderFilters = { status: '' | 'paid' | 'refunded' };

const orders = createPagedList<Order, OrderFilters>('orders/list', { status: '' });
const orderCreated = createAction('orders/orderCreated');
const reducer = combineReducers({ list: orders.reducer });
type State = ReturnType<typeof reducer>;

function setup(fetch: (query: ListQuery<OrderFilters>) => Promise<Page<Order>>) {
  const saga = createPagedListSaga(orders, { select: (state: State) => state.list, fetch, fallback: 'Không thể tải đơn hàng.', reloadOn: [orderCreated.type] });
  return startSaga(reducer, saga);
}

const pageOf = (query: ListQuery<OrderFilters>): Page<Order> => ({
  rows: [{ id: `o${query.page}`, total: 100 }],
  currentPage: query.page,
  totalPages: 4,
  totalItems: 31,
});

describe('paged list', () => {
  it('asks for 10 a page with the chosen filters only, and starts again from page 1 when a filter changes', async () => {
    const queries: ListQuery<OrderFilters>[] = [];
    const harness = setup(async (query) => (queries.push(query), pageOf(query)));
    harness.dispatch(orders.actions.opened());
    await harness.waitFor(orders.actions.received.type);
    harness.dispatch(orders.actions.pageChanged(3));
    // The rows of page 1 stay on screen while page 3 loads.
    expect(harness.getState().list.result).toMatchObject({ status: 'loading', previous: { currentPage: 1 } });
    await harness.waitFor(orders.actions.received.type, 2);
    harness.dispatch(orders.actions.filterChanged({ status: 'paid' }));
    await harness.waitFor(orders.actions.received.type, 3);
    harness.dispatch(orderCreated());
    await harness.waitFor(orders.actions.received.type, 4);

    expect(queries).toEqual([
      { page: 1, limit: 10 },
      { page: 3, limit: 10 },
      { page: 1, limit: 10, status: 'paid' },
      { page: 1, limit: 10, status: 'paid' },
    ]);
    expect(listTotal(harness.getState().list)).toBe(31);
  });

  it('searches once, 500 ms after the last keystroke, trimmed, from page 1', async () => {
    jest.useFakeTimers();
    try {
      const queries: ListQuery<OrderFilters>[] = [];
      const harness = setup(async (query) => (queries.push(query), pageOf(query)));
      harness.dispatch(orders.actions.pageChanged(2));
      harness.dispatch(orders.actions.searchTyped('an'));
      await jest.advanceTimersByTimeAsync(300);
      harness.dispatch(orders.actions.searchTyped(' an@b.vn '));
      await jest.advanceTimersByTimeAsync(499);
      expect(harness.types()).not.toContain(orders.actions.searchApplied.type);
      await jest.advanceTimersByTimeAsync(1);
      await jest.advanceTimersByTimeAsync(10);
      expect(harness.types().filter((t) => t === orders.actions.searchApplied.type)).toHaveLength(1);
      expect(queries.at(-1)).toEqual({ page: 1, limit: 10, search: 'an@b.vn' });
      expect(harness.getState().list.searchInput).toBe(' an@b.vn ');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the rows but reports the failure, with the fallback when the server said nothing', async () => {
    let down = false;
    const harness = setup(async (query) => {
      if (down) throw new ApiError('Failed to fetch', null, null, null, null);
      return pageOf(query);
    });
    harness.dispatch(orders.actions.opened());
    await harness.waitFor(orders.actions.received.type);
    down = true;
    harness.dispatch(orders.actions.pageChanged(2));
    await harness.waitFor(orders.actions.failed.type);
    await settle();
    const { result } = harness.getState().list;
    expect(result).toMatchObject({ status: 'failed', error: { message: 'Không thể tải đơn hàng.' } });
    expect(dataOf(result)?.rows).toEqual([{ id: 'o1', total: 100 }]);
    expect(listTotal(harness.getState().list)).toBeNull();
  });

  it('lets the owning feature change the rows on screen', () => {
    const state = orders.reducer(undefined, orders.actions.received(pageOf({ page: 1, limit: 10 })));
    // As in a feature's reducer: on an immer draft.
    const changed = createNextState(state, (draft) => updateRows(draft, (rows) => rows.map((row) => ({ ...row, total: 0 }))));
    expect(dataOf(changed.result)?.rows).toEqual([{ id: 'o1', total: 0 }]);
    expect(dataOf(state.result)?.rows).toEqual([{ id: 'o1', total: 100 }]);
    expect(createNextState(orders.initialState, (draft) => updateRows(draft, () => []))).toBe(orders.initialState);
  });
});
