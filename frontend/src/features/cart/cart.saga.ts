import { EventChannel, eventChannel } from 'redux-saga';
import { call, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { Notifier } from '../../platform/notify';
import { CART_MESSAGES, cartAtSignIn, isInCart } from './cart.rules';
import { CartRootState } from './cart.selectors';
import { cartActions } from './cart.slice';
import { CartItem, CartStorage, GUEST_OWNER, StoredCart, cartStorageKey, readCart, writeCart } from './cart.storage';

export interface CartSagaDeps {
  storage: CartStorage | undefined;
  /** Where `storage` events come from: another tab changing the cart. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  notify: Notifier;
  navigate(to: string): Promise<void> | void;
}

export const CHECKOUT_PATH = '/checkout';

function storageEvents(target: NonNullable<CartSagaDeps['events']>): EventChannel<{ key: string | null }> {
  return eventChannel((emit) => {
    const listener = (event: StorageEvent) => emit({ key: event.key });
    target.addEventListener('storage', listener as EventListener);
    return () => target.removeEventListener('storage', listener as EventListener);
  });
}

const selectOwner = (state: CartRootState) => state.cart.owner;
const selectStored = (state: CartRootState): StoredCart => ({ items: state.cart.items, buyNow: state.cart.buyNow });

export function createCartSaga(deps: CartSagaDeps) {
  /**
   * The owner's stored cart. A user who signs in takes the guest's cart along (merged, or in
   * place of theirs after a guest's "Mua ngay"); the guest's copy is then emptied, so signing
   * out shows an empty cart and the user's stays stored for the next sign-in.
   */
  function* restore() {
    const owner: string = yield select(selectOwner);
    let cart = readCart(deps.storage, owner);
    if (owner !== GUEST_OWNER) {
      const guest = readCart(deps.storage, GUEST_OWNER);
      if (guest.items.length > 0) {
        cart = cartAtSignIn(cart, guest);
        writeCart(deps.storage, owner, cart);
        writeCart(deps.storage, GUEST_OWNER, { items: [], buyNow: false });
      }
    }
    yield put(cartActions.cartRestored({ owner, cart }));
  }

  function* save() {
    const owner: string = yield select(selectOwner);
    const cart: StoredCart = yield select(selectStored);
    writeCart(deps.storage, owner, cart);
  }

  function* add({ payload: item }: ReturnType<typeof cartActions.addClicked>) {
    const items: CartItem[] = yield select((s: CartRootState) => s.cart.items);
    if (isInCart(items, item)) {
      yield put(cartActions.itemAlreadyInCart(item));
      deps.notify.error(CART_MESSAGES.alreadyInCart);
      return;
    }
    yield put(cartActions.itemAdded(item));
    yield call(save);
    deps.notify.success(CART_MESSAGES.added);
  }

  function* remove() {
    yield call(save);
    deps.notify.success(CART_MESSAGES.removed);
  }

  function* goToCheckout() {
    yield call(save);
    yield call(deps.navigate, CHECKOUT_PATH);
  }

  function* followOtherTabs(target: NonNullable<CartSagaDeps['events']>) {
    const channel: EventChannel<{ key: string | null }> = yield call(storageEvents, target);
    while (true) {
      const { key }: { key: string | null } = yield take(channel);
      const owner: string = yield select(selectOwner);
      if (key === null || key === cartStorageKey(owner)) yield call(restore);
    }
  }

  return function* cartSaga() {
    yield takeLatest(cartActions.cartOwnerChanged.type, restore);
    yield takeEvery(cartActions.addClicked.type, add);
    yield takeEvery(cartActions.itemRemoved.type, remove);
    yield takeEvery([cartActions.buyNowClicked.type, cartActions.orderAgainClicked.type], goToCheckout);
    yield takeEvery(cartActions.itemsOrdered.type, save);
    if (deps.events) yield fork(followOtherTabs, deps.events);
    yield call(restore);
  };
}
