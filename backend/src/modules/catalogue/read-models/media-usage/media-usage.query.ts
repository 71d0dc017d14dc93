import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { mediaUsageRows } from './media-usage.read-model';

/** Every pair of a page of videos: a library page has 12, each used by a handful of courses. */
const ALL_PAIRS = 10_000;

/** Which courses play which videos (the library's counts, the delete check, playback by enrolled learners). */
@Injectable()
export class MediaUsageQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** Lectures playing each of the videos, summed over courses, in one query for the page. */
  async lectureCounts(mediaIds: readonly string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>(mediaIds.map((id) => [id, 0]));
    if (mediaIds.length === 0) return counts;
    const { items } = await mediaUsageRows(this.store).find({ filter: { mediaId: { $in: [...mediaIds] } }, limit: ALL_PAIRS });
    for (const row of items) counts.set(row.mediaId, (counts.get(row.mediaId) ?? 0) + row.lectures);
    return counts;
  }

  /** The ids of the courses whose lectures play the video. */
  async coursesPlaying(mediaId: string): Promise<string[]> {
    const { items } = await mediaUsageRows(this.store).find({ filter: { mediaId }, sort: [{ field: 'courseId', direction: 'asc' }], limit: ALL_PAIRS });
    return items.map((row) => row.courseId);
  }
}
