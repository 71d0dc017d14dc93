import { ERROR_MESSAGES, SALES_MESSAGES, SalesStatsResponse } from '@academy/contracts';
import { combineReducers } from '@reduxjs/toolkit';
import { recordingNotifier, settle, startSaga } from '../../../test/saga-harness';
import { dataOf } from '../../lib/remote';
import { ApiError } from '../../platform/api-client';
import { order } from './admin-order.fixture';
import { AdminOrdersApi } from './admin-orders.api';
import { createAdminOrdersSaga } from './admin-orders.saga';
import { adminOrdersActions, adminOrdersReducer, ordersList } from './admin-orders.slice';

const reducer = combineReducers({ adminOrders: adminOrdersReducer });

const stats: SalesStatsResponse = {
  totalRevenue: 499_000,
  grossRevenue: 499_000,
  refundedAmount: 0,
  paidOrders: 1,
  pendingOrders: 0,
  refundedOrders: 0,
  cancelledOrders: 0,
  expiredOrders: 0,
  buyers: 1,
  salesByDay: [],
  salesByMonth: [],
};

function fakeApi(overrides: Partial<AdminOrdersApi> = {}): AdminOrdersApi & { sent: unknown[][] } {
  const sent: unknown[][] = [];
  return {
    sent,
    list: async (query) => {
      sent.push(['list', query]);
      return { rows: [order('o1')], currentPage: 1, totalPages: 1, totalItems: 1 };
    },
    stats: async () => {
      sent.push(['stats']);
      return stats;
    },
    bestSellers: async () => [],
    topCustomers: async () => [],
    detail: async (id) => order(id),
    cancel: async (id) => ({ message: SALES_MESSAGES.orderCancelled, order: order(id, { statusOrder: 'cancelled' }) }),
    refund: async (id, reason, method) => {
      sent.push(['refund', id, reason, method]);
      return { message: SALES_MESSAGES.orderRefunded, order: order(id, { statusOrder: 'refunded', refund: { reason, method, by: 'admin', at: 'x' } }) };
    },
    ...overrides,
  };
}

function started(api = fakeApi()) {
  const notify = recordingNotifier();
  const harness = startSaga(reducer, createAdminOrdersSaga({ api, notify }));
  return { harness, notify, api, state: () => harness.getState().adminOrders };
}

describe('admin orders saga', () => {
  it('loads ten orders a page with the chosen days and status, and the stat cards', async () => {
    const { harness, api, state } = started();
    harness.dispatch(ordersList.actions.filterChanged({ fromDate: '2026-12-01', status: 'paid' }));
    harness.dispatch(adminOrdersActions.overviewRequested());
    await harness.waitFor(ordersList.actions.received.type);
    await harness.waitFor(adminOrdersActions.statsReceived.type);
    expect(api.sent[0]).toEqual(['list', { page: 1, limit: 10, fromDate: '2026-12-01', status: 'paid' }]);
    expect(dataOf(state().stats)).toEqual(stats);
  });

  it('shows the spec’s text when the statistics cannot be loaded', async () => {
    const { harness, state } = started(fakeApi({ stats: async () => Promise.reject(new ApiError('x', null, null, null, null)) }));
    harness.dispatch(adminOrdersActions.overviewRequested());
    await harness.waitFor(adminOrdersActions.statsFailed.type);
    expect(state().stats).toMatchObject({ status: 'failed', error: { message: ERROR_MESSAGES.SALES_STATS_FAILED } });
  });

  it('refunds the open order with the reason, updates its row and reloads the figures', async () => {
    const { harness, api, notify, state } = started();
    harness.dispatch(ordersList.actions.opened());
    await harness.waitFor(ordersList.actions.received.type);
    harness.dispatch(adminOrdersActions.detailOpened('o1'));
    await harness.waitFor(adminOrdersActions.detailReceived.type);
    harness.dispatch(adminOrdersActions.decisionAsked('refund'));
    harness.dispatch(adminOrdersActions.refundConfirmed({ reason: 'Khách đổi ý', method: 'wallet' }));
    await harness.waitFor(adminOrdersActions.orderChanged.type);
    await harness.waitFor(adminOrdersActions.statsReceived.type);
    expect(api.sent).toContainEqual(['refund', 'o1', 'Khách đổi ý', 'wallet']);
    expect(dataOf(state().list.result)?.rows[0]?.statusOrder).toBe('refunded');
    expect(dataOf(state().detail.result)?.statusOrder).toBe('refunded');
    expect(state().decision.kind).toBeNull();
    expect(notify.calls).toContainEqual(expect.objectContaining({ kind: 'success', message: SALES_MESSAGES.orderRefunded }));
  });

  it('keeps the dialog open with the server’s reason when a cancel is refused', async () => {
    const refused = new ApiError(ERROR_MESSAGES.ORDER_ALREADY_PAID, 409, ERROR_MESSAGES.ORDER_ALREADY_PAID, 'ORDER_ALREADY_PAID', null);
    const { harness, notify, state } = started(fakeApi({ cancel: async () => Promise.reject(refused) }));
    harness.dispatch(adminOrdersActions.detailOpened('o1'));
    harness.dispatch(adminOrdersActions.decisionAsked('cancel'));
    harness.dispatch(adminOrdersActions.cancelConfirmed());
    await harness.waitFor(adminOrdersActions.decisionFailed.type);
    await settle();
    expect(state().decision).toMatchObject({ kind: 'cancel', submission: { status: 'failed', error: { code: 'ORDER_ALREADY_PAID' } } });
    expect(notify.calls).toContainEqual(expect.objectContaining({ kind: 'error', message: ERROR_MESSAGES.ORDER_ALREADY_PAID }));
  });
});
