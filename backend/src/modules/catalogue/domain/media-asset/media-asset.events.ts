import type { DomainEvent } from '../../../../platform/domain/decider';

/** Who acts on the library: instructors on their own videos, admins on any. */
export interface MediaActor {
  id: string;
  role: 'instructor' | 'admin';
}

/** What the library knows of a video: the file is stored before this is recorded, under `fileKey`. */
export interface MediaAssetFile {
  title: string;
  /** As the uploader's computer named it: shown to people, never used as a path. */
  originalName: string;
  /** A private key of the file store (`private/media/<ownerId>/<mediaId>.<ext>`), never under `public/`. */
  fileKey: string;
  /** From the file's bytes. */
  contentType: string;
  size: number;
  /** From the container's header; null where it does not say. */
  durationSeconds: number | null;
}

/** The uploader owns the video. */
export type MediaAssetUploaded = DomainEvent<'MediaAssetUploaded', { mediaId: string; ownerId: string } & MediaAssetFile & { uploadedAt: string }>;

/** Carries the file's key: the follow-up that removes the file needs nothing else. */
export type MediaAssetDeleted = DomainEvent<
  'MediaAssetDeleted',
  { mediaId: string; ownerId: string; fileKey: string; deletedBy: MediaActor; deletedAt: string }
>;

export type MediaAssetEvent = MediaAssetUploaded | MediaAssetDeleted;

export const MEDIA_ASSET_EVENT_TYPES = ['MediaAssetUploaded', 'MediaAssetDeleted'] as const satisfies ReadonlyArray<MediaAssetEvent['type']>;
