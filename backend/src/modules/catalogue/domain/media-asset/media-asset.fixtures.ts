import type { MediaActor, MediaAssetDeleted, MediaAssetUploaded } from './media-asset.events';

/** One video's history, shared by the decider and projection specs. */
export const mediaId = 'm1';
export const uploadedAt = '2026-11-22T08:00:00.000Z';
export const deletedAt = '2026-11-22T09:00:00.000Z';
export const owner: MediaActor = { id: 'instructor-1', role: 'instructor' };
export const otherInstructor: MediaActor = { id: 'instructor-2', role: 'instructor' };
export const admin: MediaActor = { id: 'admin-1', role: 'admin' };

export const file = {
  title: 'Bài 1: Giới thiệu',
  originalName: 'bai-1.mp4',
  fileKey: `private/media/${owner.id}/${mediaId}.mp4`,
  contentType: 'video/mp4',
  size: 151_064,
  durationSeconds: 10,
};

export const uploaded = (overrides: Partial<MediaAssetUploaded['data']> = {}): MediaAssetUploaded => ({
  type: 'MediaAssetUploaded',
  data: { mediaId, ownerId: owner.id, ...file, uploadedAt, ...overrides },
});

export const deleted = (by: MediaActor = owner, overrides: Partial<MediaAssetDeleted['data']> = {}): MediaAssetDeleted => ({
  type: 'MediaAssetDeleted',
  data: { mediaId, ownerId: owner.id, fileKey: file.fileKey, deletedBy: by, deletedAt, ...overrides },
});
