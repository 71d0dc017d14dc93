import { dataOf } from '../../lib/remote';
import { initialPopupState, PopupState } from './popup.slice';

/** `popup` is optional: the layout renders before the feature's code arrives. */
export interface PopupRootState {
  popup?: PopupState;
}

const popupState = (state: PopupRootState) => state.popup ?? initialPopupState;

export const selectPopupList = (state: PopupRootState) => popupState(state).list;
export const selectPopupEditor = (state: PopupRootState) => popupState(state).editor;
export const selectPopupToggles = (state: PopupRootState) => popupState(state).toggling;
export const selectPopupDeletion = (state: PopupRootState) => popupState(state).deletion;
/** The popup on screen for visitors, or null. */
export const selectSitePopup = (state: PopupRootState) => {
  const { active, open } = popupState(state).site;
  return open ? (dataOf(active) ?? null) : null;
};
