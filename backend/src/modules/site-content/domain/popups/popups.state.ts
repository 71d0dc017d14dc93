import { assertNever } from '../../../../platform/domain/decider';
import type { PopupDetails, PopupEvent } from './popups.events';

export interface PopupState extends PopupDetails {
  isActive: boolean;
  /** The stream revision of its last change: what an edit screen loaded at an older one has not seen. */
  changedAt: number;
}

export interface PopupsState {
  /** Events folded so far: the revision the next event gets. */
  version: number;
  popups: Readonly<Record<string, PopupState>>;
  /** Ids of deleted popups: a retried create or delete of one changes nothing. */
  removed: readonly string[];
  activeId: string | null;
}

export const initialState: PopupsState = { version: 0, popups: {}, removed: [], activeId: null };

export function evolve(state: PopupsState, event: PopupEvent): PopupsState {
  const next = { ...state, version: state.version + 1 };
  const changed = (popupId: string, fields: Partial<PopupState>): PopupsState => ({
    ...next,
    popups: { ...state.popups, [popupId]: { ...state.popups[popupId], ...fields, changedAt: state.version } as PopupState },
  });
  switch (event.type) {
    case 'PopupCreated': {
      const { popupId, title, imageKey, link } = event.data;
      return changed(popupId, { title, imageKey, link, isActive: false });
    }
    case 'PopupEdited': {
      const { popupId, title, imageKey, link } = event.data;
      return changed(popupId, { title, imageKey, link });
    }
    case 'PopupActivated':
      return { ...changed(event.data.popupId, { isActive: true }), activeId: event.data.popupId };
    case 'PopupDeactivated': {
      const { popupId } = event.data;
      return { ...changed(popupId, { isActive: false }), activeId: state.activeId === popupId ? null : state.activeId };
    }
    case 'PopupDeleted': {
      const { [event.data.popupId]: _gone, ...popups } = state.popups;
      const activeId = state.activeId === event.data.popupId ? null : state.activeId;
      return { ...next, popups, removed: [...state.removed, event.data.popupId], activeId };
    }
    default:
      return assertNever(event);
  }
}
