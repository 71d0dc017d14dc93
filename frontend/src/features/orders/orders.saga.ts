import { ORDERS_PAGE_SIZE, ORDER_ERRORS, Order } from '@academy/contracts';
import { call, fork, put, takeLatest } from 'redux-saga/effects';
import { createPagedListSaga } from '../../lib/paged-list';
import { toRemoteError } from '../../lib/remote';
import { OrdersApi } from './orders.api';
import { selectTransactions } from './orders.selectors';
import { ordersActions, transactionsList } from './orders.slice';

export interface OrdersSagaDeps {
  api: OrdersApi;
}

export function createOrdersSaga(deps: OrdersSagaDeps) {
  function* loadDetail({ payload: code }: ReturnType<typeof ordersActions.orderDetailOpened>) {
    try {
      const order: Order = yield call(deps.api.orderByCode, code);
      yield put(ordersActions.orderDetailReceived(order));
    } catch (error) {
      yield put(ordersActions.orderDetailFailed(toRemoteError(error, ORDER_ERRORS.ORDER_DETAIL_FAILED)));
    }
  }

  const transactionsSaga = createPagedListSaga(transactionsList, {
    select: selectTransactions,
    fetch: deps.api.transactions,
    fallback: ORDER_ERRORS.ORDER_HISTORY_FAILED,
    pageSize: ORDERS_PAGE_SIZE,
  });

  return function* ordersSaga() {
    yield fork(transactionsSaga);
    yield takeLatest(ordersActions.orderDetailOpened.type, loadDetail);
  };
}
