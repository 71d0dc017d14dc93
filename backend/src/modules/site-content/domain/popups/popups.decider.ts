import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { PopupDetails, PopupEvent } from './popups.events';
import { POPUPS_STREAM_ID } from './popups.stream';
import { evolve, initialState, PopupsState, PopupState } from './popups.state';

/** Far more than a site shows in a year; bounds the one stream's state. */
export const MAX_POPUPS = 100;

interface ByWhomAndWhen {
  by: string;
  at: string;
}

export type CreatePopup = { type: 'CreatePopup'; data: ByWhomAndWhen & PopupDetails & { popupId: string; isActive: boolean } };

export type EditPopup = {
  type: 'EditPopup';
  data: ByWhomAndWhen & {
    popupId: string;
    title: string;
    /** Null keeps the current picture. */
    imageKey: string | null;
    link: string;
    isActive: boolean;
    /** The revision the edit screen showed (`If-Match`); undefined decides on what is there now. */
    expectedRevision?: number;
  };
};

export type DeletePopup = { type: 'DeletePopup'; data: ByWhomAndWhen & { popupId: string } };

export type PopupCommand = CreatePopup | EditPopup | DeletePopup;

export function decide(command: PopupCommand, state: PopupsState): PopupEvent[] {
  switch (command.type) {
    case 'CreatePopup':
      return create(command, state);
    case 'EditPopup':
      return edit(command, state);
    case 'DeletePopup':
      return remove(command, state);
    default:
      return assertNever(command);
  }
}

function create({ data }: CreatePopup, state: PopupsState): PopupEvent[] {
  const { popupId, title, imageKey, link, isActive, by, at } = data;
  // Its id comes from the Idempotency-Key: a retry finds it (or its deletion) and records nothing.
  if (state.popups[popupId] || state.removed.includes(popupId)) return [];
  if (Object.keys(state.popups).length >= MAX_POPUPS) throw new DomainError('POPUP_LIMIT_REACHED', 'conflict');
  return [{ type: 'PopupCreated', data: { popupId, title, imageKey, link, by, at } }, ...(isActive ? activation(popupId, state, by, at) : [])];
}

function edit({ data }: EditPopup, state: PopupsState): PopupEvent[] {
  const { popupId, expectedRevision, isActive, by, at } = data;
  const popup = existing(popupId, state);
  if (expectedRevision !== undefined && popup.changedAt > expectedRevision) throw new DomainError('EDIT_CONFLICT', 'conflict');
  const details: PopupDetails = { title: data.title, imageKey: data.imageKey ?? popup.imageKey, link: data.link };
  const edited = sameDetails(details, popup) ? [] : [{ type: 'PopupEdited' as const, data: { popupId, ...details, by, at } }];
  if (isActive === popup.isActive) return edited;
  const switched: PopupEvent[] = isActive
    ? activation(popupId, state, by, at)
    : [{ type: 'PopupDeactivated', data: { popupId, replacedBy: null, by, at } }];
  return [...edited, ...switched];
}

function remove({ data: { popupId, by, at } }: DeletePopup, state: PopupsState): PopupEvent[] {
  if (state.removed.includes(popupId)) return [];
  const popup = existing(popupId, state);
  return [{ type: 'PopupDeleted', data: { popupId, imageKey: popup.imageKey, by, at } }];
}

/** At most one popup shows: switching one on switches the active one off first. */
function activation(popupId: string, state: PopupsState, by: string, at: string): PopupEvent[] {
  const replaced: PopupEvent[] =
    state.activeId && state.activeId !== popupId ? [{ type: 'PopupDeactivated', data: { popupId: state.activeId, replacedBy: popupId, by, at } }] : [];
  return [...replaced, { type: 'PopupActivated', data: { popupId, by, at } }];
}

function existing(popupId: string, state: PopupsState): PopupState {
  const popup = state.popups[popupId];
  if (!popup) throw new DomainError('POPUP_NOT_FOUND', 'not_found');
  return popup;
}

const sameDetails = (a: PopupDetails, b: PopupDetails) => a.title === b.title && a.imageKey === b.imageKey && a.link === b.link;

export const popupsDecider: Aggregate<PopupCommand, PopupEvent, PopupsState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: () => POPUPS_STREAM_ID,
};
