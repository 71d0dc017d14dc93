import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/** One popup as /admin/popup lists it; the active one is what visitors see. */
export interface PopupRow {
  id: string;
  title: string;
  imageKey: string;
  link: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** The revision of its last change in the popups stream: the `If-Match` of the admin's next edit. */
  revision: number;
}

export const POPUPS_COLLECTION = 'site_content_popups';

/** Newest first for the admin; the active one for visitors. */
export const popupRows = (store: ReadStore) =>
  store.collection<PopupRow>(POPUPS_COLLECTION, {
    present: ['isActive', 'createdAt'],
    indexes: [[{ field: 'createdAt', direction: 'desc' }], ['isActive']],
  });
