import { MediaAsset } from '@academy/contracts';

/** One video as the API answers it, for this feature's specs. */
export const mediaAsset = (id: string, overrides: Partial<MediaAsset> = {}): MediaAsset => ({
  _id: id,
  title: `Video ${id}`,
  originalName: `${id}.mp4`,
  contentType: 'video/mp4',
  size: 5 * 1024 * 1024,
  durationSeconds: 125,
  ownerId: 'instructor-1',
  usedInLectures: 0,
  createdAt: '2026-11-22T08:00:00.000Z',
  ...overrides,
});
