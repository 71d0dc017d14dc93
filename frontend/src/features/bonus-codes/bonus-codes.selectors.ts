import { BonusCodesState } from './bonus-codes.slice';

export interface BonusCodesRootState {
  bonusCodes: BonusCodesState;
}

export const selectBonusCodeList = (state: BonusCodesRootState) => state.bonusCodes.list;
export const selectBonusCodeEditor = (state: BonusCodesRootState) => state.bonusCodes.editor;
export const selectBonusCodeToggles = (state: BonusCodesRootState) => state.bonusCodes.toggling;
export const selectBonusCodeDeletion = (state: BonusCodesRootState) => state.bonusCodes.deletion;
