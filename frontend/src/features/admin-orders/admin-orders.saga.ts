import { AdminOrder, BestSeller, ERROR_MESSAGES, ORDER_ERRORS, ResponseOf, SALES_MESSAGES, SalesStatsResponse, TopCustomer } from '@academy/contracts';
import { all, call, fork, put, select, takeLatest } from 'redux-saga/effects';
import { createPagedListSaga } from '../../lib/paged-list';
import { toRemoteError } from '../../lib/remote';
import { Notifier } from '../../platform/notify';
import { AdminOrdersApi } from './admin-orders.api';
import { selectOrderDetail, selectOrderList } from './admin-orders.selectors';
import { AdminOrdersState, adminOrdersActions, ordersList } from './admin-orders.slice';

export interface AdminOrdersSagaDeps {
  api: AdminOrdersApi;
  notify: Notifier;
}

const ADMIN = { area: 'admin' } as const;
/** Spec part 2 §9: admin orders, 10 a page. */
const PAGE_SIZE = 10;

export function createAdminOrdersSaga(deps: AdminOrdersSagaDeps) {
  function* loadStats() {
    try {
      const stats: SalesStatsResponse = yield call(deps.api.stats);
      yield put(adminOrdersActions.statsReceived(stats));
    } catch (error) {
      yield put(adminOrdersActions.statsFailed(toRemoteError(error, ERROR_MESSAGES.SALES_STATS_FAILED)));
    }
  }

  function* loadBestSellers() {
    try {
      const rows: BestSeller[] = yield call(deps.api.bestSellers);
      yield put(adminOrdersActions.bestSellersReceived(rows));
    } catch (error) {
      yield put(adminOrdersActions.bestSellersFailed(toRemoteError(error, ERROR_MESSAGES.SALES_STATS_FAILED)));
    }
  }

  function* loadTopCustomers() {
    try {
      const rows: TopCustomer[] = yield call(deps.api.topCustomers);
      yield put(adminOrdersActions.topCustomersReceived(rows));
    } catch (error) {
      yield put(adminOrdersActions.topCustomersFailed(toRemoteError(error, ERROR_MESSAGES.SALES_STATS_FAILED)));
    }
  }

  function* loadOverview() {
    yield all([call(loadStats), call(loadBestSellers), call(loadTopCustomers)]);
  }

  function* loadDetail({ payload: id }: ReturnType<typeof adminOrdersActions.detailOpened>) {
    try {
      const order: AdminOrder = yield call(deps.api.detail, id);
      yield put(adminOrdersActions.detailReceived(order));
    } catch (error) {
      const failure = toRemoteError(error, ORDER_ERRORS.ORDER_DETAIL_FAILED);
      yield put(adminOrdersActions.detailFailed(failure));
      deps.notify.error(failure.message, ADMIN);
    }
  }

  /** Sends the confirmed decision on the open order; the figures move with it, so they reload. */
  function* decide(send: (id: string) => Promise<ResponseOf<'adminCancelOrder'>>) {
    const { id }: AdminOrdersState['detail'] = yield select(selectOrderDetail);
    if (!id) return;
    try {
      const { message, order }: ResponseOf<'adminCancelOrder'> = yield call(send, id);
      yield put(adminOrdersActions.orderChanged(order));
      deps.notify.success(message, ADMIN);
      yield put(adminOrdersActions.overviewRequested());
    } catch (error) {
      const failure = toRemoteError(error);
      yield put(adminOrdersActions.decisionFailed(failure));
      deps.notify.error(failure.message, ADMIN);
    }
  }

  function* cancel() {
    yield* decide(deps.api.cancel);
  }

  function* refund({ payload }: ReturnType<typeof adminOrdersActions.refundConfirmed>) {
    yield* decide((id) => deps.api.refund(id, payload.reason, payload.method));
  }

  const listSaga = createPagedListSaga(ordersList, {
    select: selectOrderList,
    fetch: deps.api.list,
    fallback: SALES_MESSAGES.ordersLoadFailed,
    pageSize: PAGE_SIZE,
  });

  return function* adminOrdersSaga() {
    yield fork(listSaga);
    yield takeLatest(adminOrdersActions.overviewRequested.type, loadOverview);
    yield takeLatest(adminOrdersActions.detailOpened.type, loadDetail);
    yield takeLatest(adminOrdersActions.cancelConfirmed.type, cancel);
    yield takeLatest(adminOrdersActions.refundConfirmed.type, refund);
  };
}
