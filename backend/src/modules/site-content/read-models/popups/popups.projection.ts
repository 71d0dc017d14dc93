import { defineProjection } from '../../../../platform/projections/define-projection';
import type { PopupEvent } from '../../domain/popups/popups.events';
import { popupRows, POPUPS_COLLECTION } from './popups.read-model';

/** Idempotent: each event sets absolute values on one row, so a replay ends where the first delivery did. */
export const popupsProjection = defineProjection<PopupEvent>({
  name: 'site-content.popups.v1',
  collections: [POPUPS_COLLECTION],
  handlers: {
    async PopupCreated({ data: { popupId, title, imageKey, link, at } }, { store, recorded }) {
      await popupRows(store).upsert({ id: popupId, title, imageKey, link, isActive: false, createdAt: at, updatedAt: at, revision: recorded.revision });
    },
    async PopupEdited({ data: { popupId, title, imageKey, link, at } }, { store, recorded }) {
      await popupRows(store).patch(popupId, { title, imageKey, link, updatedAt: at, revision: recorded.revision });
    },
    async PopupActivated({ data: { popupId, at } }, { store, recorded }) {
      await popupRows(store).patch(popupId, { isActive: true, updatedAt: at, revision: recorded.revision });
    },
    async PopupDeactivated({ data: { popupId, at } }, { store, recorded }) {
      await popupRows(store).patch(popupId, { isActive: false, updatedAt: at, revision: recorded.revision });
    },
    async PopupDeleted({ data: { popupId } }, { store }) {
      await popupRows(store).delete(popupId);
    },
  },
});
