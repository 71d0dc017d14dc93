import { PayloadAction, createSlice } from '@reduxjs/toolkit';
import { GUEST_OWNER } from './cart.storage';

export interface CartState {
  /** Firebase uid of the signed-in user, or 'guest'. */
  owner: string;
  itemCount: number;
}

export const initialCartState: CartState = { owner: GUEST_OWNER, itemCount: 0 };

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    cartOwnerChanged(state, action: PayloadAction<string>) {
      state.owner = action.payload;
    },
    cartItemsCounted(state, action: PayloadAction<number>) {
      state.itemCount = action.payload;
    },
  },
});

export const cartActions = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

export interface CartRootState {
  cart: CartState;
}
export const selectCartCount = (state: CartRootState) => state.cart.itemCount;
