import { defineProjection } from '../../../../platform/projections/define-projection';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { CourseCurriculumReplaced, CourseDeleted, CourseSection } from '../../domain/course/course.events';
import { MEDIA_USAGE_COLLECTION, mediaUsageId, mediaUsageRows } from './media-usage.read-model';

/** The course events that change which videos a course plays: the whole curriculum, or none at all. */
type MediaUsageEvent = CourseCurriculumReplaced | CourseDeleted;

/** A course has at most a few hundred lectures, so a few hundred pairs. */
const ALL_PAIRS = 10_000;

/**
 * Which courses play which videos. An archived course keeps its pairs: its students still watch
 * it. Every write sets absolute values from the event, so a redelivery changes nothing, and a
 * crash half-way is finished by the replay of the same event.
 */
export const mediaUsageProjection = defineProjection<MediaUsageEvent>({
  name: 'catalogue.media-usage.v1',
  collections: [MEDIA_USAGE_COLLECTION],
  handlers: {
    CourseCurriculumReplaced: ({ data }, { store }) => replaceUsage(store, data.courseId, lectureCountsByMedia(data.sections)),
    CourseDeleted: ({ data }, { store }) => replaceUsage(store, data.courseId, new Map()),
  },
});

function lectureCountsByMedia(sections: readonly CourseSection[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const lecture of sections.flatMap((section) => section.lectures)) counts.set(lecture.mediaAssetId, (counts.get(lecture.mediaAssetId) ?? 0) + 1);
  return counts;
}

/** The course's pairs become exactly `counts`: new and changed ones written, the others removed. */
async function replaceUsage(store: ReadStore, courseId: string, counts: ReadonlyMap<string, number>): Promise<void> {
  const rows = mediaUsageRows(store);
  for (const [mediaId, lectures] of counts) await rows.upsert({ id: mediaUsageId(courseId, mediaId), courseId, mediaId, lectures });
  const { items: before } = await rows.find({ filter: { courseId }, limit: ALL_PAIRS });
  for (const row of before) if (!counts.has(row.mediaId)) await rows.delete(row.id);
}
