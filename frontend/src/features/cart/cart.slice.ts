import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { cartItemKey } from './cart.rules';
import { CartItem, GUEST_OWNER, StoredCart } from './cart.storage';

export interface CartState {
  /** Firebase uid of the signed-in user, or 'guest'. */
  owner: string;
  items: CartItem[];
  /** See StoredCart.buyNow: only ever true for a guest. */
  buyNow: boolean;
}

export const initialCartState: CartState = { owner: GUEST_OWNER, items: [], buyNow: false };

type ItemRef = Pick<CartItem, 'kind' | 'id'>;

const without = (items: CartItem[], refs: ItemRef[]) => {
  const gone = new Set(refs.map(cartItemKey));
  return items.filter((item) => !gone.has(cartItemKey(item)));
};

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Someone signed in or out: the saga restores that owner's cart. */
    cartOwnerChanged(state, action: PayloadAction<string>) {
      state.owner = action.payload;
    },
    /** The owner's cart as stored (at sign-in, sign-out, start, or changed in another tab). */
    cartRestored(state, action: PayloadAction<{ owner: string; cart: StoredCart }>) {
      if (action.payload.owner !== state.owner) return;
      state.items = action.payload.cart.items;
      state.buyNow = action.payload.cart.buyNow;
    },
    /** "Thêm vào giỏ hàng": the saga adds it, or says it is already there. */
    addClicked(_state, _action: PayloadAction<CartItem>) {},
    itemAdded(state, action: PayloadAction<CartItem>) {
      state.items.push(action.payload);
      state.buyNow = false;
    },
    itemAlreadyInCart(_state, _action: PayloadAction<CartItem>) {},
    itemRemoved(state, action: PayloadAction<ItemRef>) {
      state.items = without(state.items, [action.payload]);
      if (state.items.length === 0) state.buyNow = false;
    },
    /** "Mua ngay": the cart becomes this one item and the buyer goes to the checkout. */
    buyNowClicked(state, action: PayloadAction<CartItem>) {
      state.items = [action.payload];
      state.buyNow = state.owner === GUEST_OWNER;
    },
    /** "Đặt hàng lại" after an order ran out or was cancelled: its items, then the checkout. */
    orderAgainClicked(state, action: PayloadAction<CartItem[]>) {
      state.items = action.payload;
      state.buyNow = false;
    },
    /** An order was placed for these: they leave the cart. */
    itemsOrdered(state, action: PayloadAction<ItemRef[]>) {
      state.items = without(state.items, action.payload);
      if (state.items.length === 0) state.buyNow = false;
    },
  },
});

export const cartActions = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
