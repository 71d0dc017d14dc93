import { defineProjection } from '../../../../platform/projections/define-projection';
import type { MediaAssetEvent } from '../../domain/media-asset/media-asset.events';
import { MEDIA_LIBRARY_COLLECTION, mediaLibraryRows } from './media-library.read-model';

/** Idempotent: an upload writes the whole row, a delete removes it. */
export const mediaLibraryProjection = defineProjection<MediaAssetEvent>({
  name: 'catalogue.media-library.v1',
  collections: [MEDIA_LIBRARY_COLLECTION],
  handlers: {
    async MediaAssetUploaded({ data }, { store }) {
      const { mediaId, ownerId, title, originalName, fileKey, contentType, size, durationSeconds, uploadedAt } = data;
      await mediaLibraryRows(store).upsert({ id: mediaId, ownerId, title, originalName, fileKey, contentType, size, durationSeconds, createdAt: uploadedAt });
    },
    async MediaAssetDeleted({ data }, { store }) {
      await mediaLibraryRows(store).delete(data.mediaId);
    },
  },
});
