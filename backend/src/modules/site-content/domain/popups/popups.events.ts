import type { DomainEvent } from '../../../../platform/domain/decider';

/** What an admin fills in: the picture is a public file key (`public/site-content/popups/...`). */
export interface PopupDetails {
  title: string;
  imageKey: string;
  link: string;
}

interface Change {
  popupId: string;
  by: string;
  at: string;
}

/** A new popup, switched off: `PopupActivated` follows when it was created active. */
export type PopupCreated = DomainEvent<'PopupCreated', Change & PopupDetails>;
/** Its details as they now stand (one form, so one event). */
export type PopupEdited = DomainEvent<'PopupEdited', Change & PopupDetails>;
export type PopupActivated = DomainEvent<'PopupActivated', Change>;
/** Switched off by an admin (`replacedBy` null) or because another popup was switched on. */
export type PopupDeactivated = DomainEvent<'PopupDeactivated', Change & { replacedBy: string | null }>;
export type PopupDeleted = DomainEvent<'PopupDeleted', Change & { imageKey: string }>;

export type PopupEvent = PopupCreated | PopupEdited | PopupActivated | PopupDeactivated | PopupDeleted;

export const POPUP_EVENT_TYPES = ['PopupCreated', 'PopupEdited', 'PopupActivated', 'PopupDeactivated', 'PopupDeleted'] as const satisfies ReadonlyArray<
  PopupEvent['type']
>;
