import { DiscountsState } from './discounts.slice';

export interface DiscountsRootState {
  discounts: DiscountsState;
}

export const selectDiscountList = (state: DiscountsRootState) => state.discounts.list;
export const selectDiscountTargets = (state: DiscountsRootState) => state.discounts.targets;
export const selectDiscountEditor = (state: DiscountsRootState) => state.discounts.editor;
export const selectDiscountToggles = (state: DiscountsRootState) => state.discounts.toggling;
export const selectDiscountDeletion = (state: DiscountsRootState) => state.discounts.deletion;
