import { combineReducers } from '@reduxjs/toolkit';
import { settle, startSaga } from '../../../test/saga-harness';
import { createCartSaga } from './cart.saga';
import { cartActions, cartReducer } from './cart.slice';
import { countCartItems } from './cart.storage';

describe('countCartItems', () => {
  it('counts an array or an { items } object and treats junk as empty', () => {
    expect(countCartItems(JSON.stringify([{ id: 1 }, { id: 2 }]))).toBe(2);
    expect(countCartItems(JSON.stringify({ items: [{ id: 1 }] }))).toBe(1);
    expect(countCartItems(null)).toBe(0);
    expect(countCartItems('{oops')).toBe(0);
    expect(countCartItems('42')).toBe(0);
  });
});

describe('cart saga', () => {
  it('reads the guest cart at start and the user cart when the owner changes', async () => {
    const stored: Record<string, string> = { 'cart:guest': '[1]', 'cart:u1': '[1,2,3]' };
    const harness = startSaga(
      combineReducers({ cart: cartReducer }),
      createCartSaga({ storage: { getItem: (key) => stored[key] ?? null } }),
    );
    await settle();
    expect(harness.getState().cart.itemCount).toBe(1);
    harness.dispatch(cartActions.cartOwnerChanged('u1'));
    await settle();
    expect(harness.getState().cart.itemCount).toBe(3);
  });
});
