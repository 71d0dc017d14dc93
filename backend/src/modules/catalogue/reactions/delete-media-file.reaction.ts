import { z } from 'zod';
import { defineReaction } from '../../../platform/reactions/define-reaction';
import { definePublicEvents } from '../../../platform/reactions/public-events';
import { DeleteMediaFileCommand } from '../commands/delete-media-file/delete-media-file.handler';
import type { MediaAssetEvent } from '../domain/media-asset/media-asset.events';

/** What the follow-up reads of a deleted video: its file. Catalogue-internal, not among its public events. */
const mediaAssetDeletions = definePublicEvents<MediaAssetEvent>()({
  MediaAssetDeleted: z.object({ mediaId: z.string().min(1), fileKey: z.string().min(1) }),
});

/**
 * A deleted video's file leaves the store a few milliseconds after the answer. A follow-up of the
 * deletion rather than a step of it: the deletion is recorded first, so a crash in between loses
 * nothing (the reaction resumes from its checkpoint and deletes then), and a redelivery deletes
 * a file that is already gone, which is no error.
 */
export const deleteMediaFileOnMediaAssetDeleted = defineReaction({
  name: 'catalogue.delete-media-file-on-media-asset-deleted',
  consumes: mediaAssetDeletions,
  handlers: {
    async MediaAssetDeleted({ data }, { commands }) {
      await commands.execute(new DeleteMediaFileCommand(data.fileKey));
    },
  },
});
