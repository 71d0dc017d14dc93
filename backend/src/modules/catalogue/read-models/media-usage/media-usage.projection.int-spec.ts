import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { CourseEvent } from '../../domain/course/course.events';
import { at, courseId, curriculumReplaced, lecture, owner, section } from '../../domain/course/course.fixtures';
import { mediaUsageProjection } from './media-usage.projection';
import { MEDIA_USAGE_COLLECTION } from './media-usage.read-model';

/** A course whose lectures play the given videos, in order. */
const playing = (mediaIds: string[], id = courseId) => {
  const lectures = mediaIds.map((mediaAssetId, i) => lecture(`${id}-l${i}`, { mediaAssetId }));
  const event = curriculumReplaced([section('s1', lectures)]);
  return { ...event, data: { ...event.data, courseId: id }, streamId: `catalogue_course-${id}` };
};
const archived = { type: 'CourseArchived', data: { courseId, instructorId: owner.id, archivedBy: owner, archivedAt: at } } satisfies CourseEvent;
const erased = (id = courseId) => ({
  type: 'CourseDeleted',
  data: { courseId: id, instructorId: owner.id, slug: 'khoa-hoc', deletedBy: owner, deletedAt: at },
  streamId: `catalogue_course-${id}`,
}) satisfies CourseEvent & { streamId: string };

const pair = (mediaId: string, lectures: number, id = courseId) => ({ id: `${id}:${mediaId}`, courseId: id, mediaId, lectures });

describe('media usage projection', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(mediaUsageProjection);
  });
  afterAll(() => spec.close());

  it('counts the lectures of each course that play each video', async () => {
    await spec.givenEvents(playing(['a', 'b', 'a']), playing(['a'], 'course-2')).thenRows(MEDIA_USAGE_COLLECTION, [
      pair('a', 2),
      pair('b', 1),
      pair('a', 1, 'course-2'),
    ]);
  });

  it('follows the curriculum as it is replaced: videos that left it are no longer used by the course', async () => {
    await spec.givenEvents(playing(['a', 'b']), playing(['b', 'c', 'c'])).thenRows(MEDIA_USAGE_COLLECTION, [pair('b', 1), pair('c', 2)]);
    await spec.givenEvents(playing(['a']), playing([])).thenRows(MEDIA_USAGE_COLLECTION, []);
  });

  it('keeps the videos of an archived course (its students still watch them) and frees those of a deleted one', async () => {
    await spec.givenEvents(playing(['a']), archived).thenRows(MEDIA_USAGE_COLLECTION, [pair('a', 1)]);
    await spec.givenEvents(playing(['a']), playing(['a'], 'course-2'), erased()).thenRows(MEDIA_USAGE_COLLECTION, [pair('a', 1, 'course-2')]);
  });
});
