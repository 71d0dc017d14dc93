import { mediaInUseMessage, type Role } from '@academy/contracts';
import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { MediaActor, MediaAssetEvent, MediaAssetFile } from './media-asset.events';
import { evolve, initialState, MediaAssetState } from './media-asset.state';
import { toMediaAssetStreamId } from './media-asset.stream';

/** The id comes from the request's idempotency key, so a retried upload names the same video. */
export type UploadMediaAsset = { type: 'UploadMediaAsset'; data: { mediaId: string; actor: MediaActor; at: string } & MediaAssetFile };

/** `usedInCourses`: the titles of the courses whose lectures play the video now (the handler reads them). */
export type DeleteMediaAsset = { type: 'DeleteMediaAsset'; data: { mediaId: string; actor: MediaActor; usedInCourses: string[]; at: string } };

export type MediaAssetCommand = UploadMediaAsset | DeleteMediaAsset;

/**
 * Who uses the library, from the signed-in user's role (our own data, never the request). The
 * routes are open to every signed-in user, as the spec guards them by login only; students have
 * no library.
 */
export function mediaActorOf(uid: string, role: Role | null): MediaActor {
  if (role === 'instructor' || role === 'admin') return { id: uid, role };
  throw new DomainError('MEDIA_STUDIO_ONLY', 'forbidden');
}

/** Instructors manage their own videos; admins manage every library. */
export function mayManage(actor: MediaActor, ownerId: string): void {
  if (actor.role !== 'admin' && actor.id !== ownerId) throw new DomainError('MEDIA_NOT_OWNED', 'forbidden');
}

export function decide(command: MediaAssetCommand, state: MediaAssetState): MediaAssetEvent[] {
  switch (command.type) {
    case 'UploadMediaAsset':
      return upload(command, state);
    case 'DeleteMediaAsset':
      return remove(command, state);
    default:
      return assertNever(command);
  }
}

/**
 * A retried upload (the same idempotency key, so the same id) finds the video recorded, or already
 * deleted: nothing new either way, and a deleted video is not brought back by a late retry.
 */
function upload({ data }: UploadMediaAsset, state: MediaAssetState): MediaAssetEvent[] {
  if (state.status !== 'absent') return [];
  const { mediaId, actor, at, ...file } = data;
  return [{ type: 'MediaAssetUploaded', data: { mediaId, ownerId: actor.id, ...file, uploadedAt: at } }];
}

/**
 * A lecture playing a deleted video would break for its students, so a video in use is kept
 * until every course has let it go. Deleting again (a double click) records nothing.
 */
function remove({ data }: DeleteMediaAsset, state: MediaAssetState): MediaAssetEvent[] {
  if (state.status === 'absent') throw new DomainError('MEDIA_NOT_FOUND', 'not_found');
  mayManage(data.actor, state.ownerId);
  if (state.status === 'deleted') return [];
  if (data.usedInCourses.length > 0) throw new DomainError('MEDIA_IN_USE', 'conflict', mediaInUseMessage(data.usedInCourses));
  const { mediaId, actor, at } = data;
  return [{ type: 'MediaAssetDeleted', data: { mediaId, ownerId: state.ownerId, fileKey: state.fileKey, deletedBy: actor, deletedAt: at } }];
}

export const mediaAssetDecider: Aggregate<MediaAssetCommand, MediaAssetEvent, MediaAssetState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toMediaAssetStreamId(command.data.mediaId),
};
