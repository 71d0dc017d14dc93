import { cartSubtotal } from './cart.rules';
import { CartState } from './cart.slice';

export interface CartRootState {
  cart: CartState;
}

export const selectCartItems = (state: CartRootState) => state.cart.items;
export const selectCartCount = (state: CartRootState) => state.cart.items.length;
export const selectCartOwner = (state: CartRootState) => state.cart.owner;
export const selectCartSubtotal = (state: CartRootState) => cartSubtotal(state.cart.items);
