import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/**
 * How many lectures of one course play one video: one row per (course, video) pair, written with
 * absolute values from the course's whole curriculum, so a redelivered event changes nothing.
 */
export interface MediaUsageRow {
  /** `<courseId>:<mediaId>`. */
  id: string;
  courseId: string;
  mediaId: string;
  lectures: number;
}

export const MEDIA_USAGE_COLLECTION = 'catalogue_media_usage';

export const mediaUsageId = (courseId: string, mediaId: string) => `${courseId}:${mediaId}`;

/** By course (the projection replaces a course's pairs) and by video (the library and the delete check). */
export const mediaUsageRows = (store: ReadStore) =>
  store.collection<MediaUsageRow>(MEDIA_USAGE_COLLECTION, { present: ['courseId', 'mediaId'], indexes: [['courseId'], ['mediaId', 'courseId']] });
