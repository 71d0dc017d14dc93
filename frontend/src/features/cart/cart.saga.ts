import { EventChannel, eventChannel } from 'redux-saga';
import { call, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import { cartStorageKey, countCartItems } from './cart.storage';
import { CartRootState, cartActions } from './cart.slice';

export interface CartSagaDeps {
  storage: Pick<Storage, 'getItem'> | undefined;
  /** Where `storage` events come from: another tab changing the cart. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

function storageEvents(target: NonNullable<CartSagaDeps['events']>): EventChannel<{ key: string | null }> {
  return eventChannel((emit) => {
    const listener = (event: StorageEvent) => emit({ key: event.key });
    target.addEventListener('storage', listener as EventListener);
    return () => target.removeEventListener('storage', listener as EventListener);
  });
}

export function createCartSaga(deps: CartSagaDeps) {
  function* count() {
    const owner: string = yield select((s: CartRootState) => s.cart.owner);
    let raw: string | null = null;
    try {
      raw = deps.storage?.getItem(cartStorageKey(owner)) ?? null;
    } catch {
      raw = null;
    }
    yield put(cartActions.cartItemsCounted(countCartItems(raw)));
  }

  function* followOtherTabs(target: NonNullable<CartSagaDeps['events']>) {
    const channel: EventChannel<{ key: string | null }> = yield call(storageEvents, target);
    while (true) {
      const { key }: { key: string | null } = yield take(channel);
      const owner: string = yield select((s: CartRootState) => s.cart.owner);
      if (key === null || key === cartStorageKey(owner)) yield call(count);
    }
  }

  return function* cartSaga() {
    yield takeLatest(cartActions.cartOwnerChanged.type, count);
    if (deps.events) yield fork(followOtherTabs, deps.events);
    yield call(count);
  };
}
