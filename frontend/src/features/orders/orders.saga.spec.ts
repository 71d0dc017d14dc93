import { ORDER_ERRORS, Order } from '@academy/contracts';
import { pendingOrder } from './order.fixture';
import { combineReducers } from '@reduxjs/toolkit';
import { settle, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { OrdersApi } from './orders.api';
import { createOrdersSaga } from './orders.saga';
import { ordersActions, ordersReducer, transactionsList } from './orders.slice';

const networkError = () => new ApiError('Failed to fetch', null, null, null, null);

function started(api: OrdersApi) {
  const harness = startSaga(combineReducers({ orders: ordersReducer }), createOrdersSaga({ api }));
  return { harness, state: () => harness.getState().orders };
}

describe('orders saga', () => {
  it('loads the transactions 10 a page and says the spec text when the history cannot load', async () => {
    const asked: unknown[] = [];
    let fail = false;
    const { harness, state } = started({
      transactions: async (query) => {
        asked.push(query);
        if (fail) throw networkError();
        return { rows: [pendingOrder()], currentPage: query.page, totalPages: 3, totalItems: 21 };
      },
      orderByCode: async () => pendingOrder(),
    });
    harness.dispatch(transactionsList.actions.opened());
    await settle();
    harness.dispatch(transactionsList.actions.pageChanged(2));
    await settle();
    expect(asked).toEqual([{ page: 1, limit: 10 }, { page: 2, limit: 10 }]);
    expect(dataOf(state().transactions.result)?.currentPage).toBe(2);

    fail = true;
    harness.dispatch(transactionsList.actions.pageChanged(3));
    await settle();
    expect(state().transactions.result).toMatchObject({ status: 'failed', error: { message: ORDER_ERRORS.ORDER_HISTORY_FAILED } });
  });

  it("loads an order's detail by code, with the server's words or the spec's fallback", async () => {
    const { harness, state } = started({
      transactions: async () => ({ rows: [], currentPage: 1, totalPages: 0, totalItems: 0 }),
      orderByCode: async (code) => {
        if (code === 'KHAC') throw new ApiError(ORDER_ERRORS.ORDER_NOT_FOUND, 404, ORDER_ERRORS.ORDER_NOT_FOUND, 'ORDER_NOT_FOUND', null);
        if (code === 'MANG') throw networkError();
        return pendingOrder({ code });
      },
    });
    harness.dispatch(ordersActions.orderDetailOpened('DH00000042K'));
    await settle();
    expect(dataOf(state().detail.order)?.code).toBe('DH00000042K');
    harness.dispatch(ordersActions.orderDetailOpened('KHAC'));
    await settle();
    expect(state().detail).toMatchObject({ code: 'KHAC', order: { status: 'failed', error: { message: ORDER_ERRORS.ORDER_NOT_FOUND } } });
    harness.dispatch(ordersActions.orderDetailOpened('MANG'));
    await settle();
    expect(state().detail.order).toMatchObject({ status: 'failed', error: { message: ORDER_ERRORS.ORDER_DETAIL_FAILED } });
  });
});
