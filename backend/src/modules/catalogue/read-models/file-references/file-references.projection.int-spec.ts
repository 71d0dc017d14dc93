import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { CourseEvent } from '../../domain/course/course.events';
import { at, courseId, curriculumReplaced, details, drafted, lecture, owner, section } from '../../domain/course/course.fixtures';
import { deleted as mediaDeleted, file as mediaFile, mediaId, uploaded } from '../../domain/media-asset/media-asset.fixtures';
import type { ToolEvent } from '../../domain/tool/tool.events';
import { by, details as toolDetails, listed, toolId } from '../../domain/tool/tool.fixtures';
import { fileReferencesProjection } from './file-references.projection';
import { familyOf, FILE_HOLDERS_COLLECTION, FILE_REFERENCES_COLLECTION, FileReferenceRow } from './file-references.read-model';

const cover = (hash: string) => `public/courses/${courseId}/thumbnail-${hash}-960.webp`;
const lecturePicture = (hash: string) => `public/courses/${courseId}/lecture-${hash}-960.webp`;
const url = (key: string) => `/files/${key}`;

const courseDrafted = (coverKey: string | null, title = details().title) => drafted(owner, details({ title, thumbnailUrl: coverKey && url(coverKey) }));
const courseEdited = (coverKey: string | null, title: string) =>
  ({ type: 'CourseDetailsEdited', data: { courseId, details: details({ title, thumbnailUrl: coverKey && url(coverKey) }), editedBy: owner, editedAt: at } }) satisfies CourseEvent;
const lecturesShowing = (...keys: Array<string | null>) =>
  curriculumReplaced([section('s1', keys.map((key, i) => lecture(`l${i}`, { thumbnailUrl: key && url(key) })))]);
const courseDeleted = { type: 'CourseDeleted', data: { courseId, instructorId: owner.id, slug: 'khoa-hoc', deletedBy: owner, deletedAt: at } } satisfies CourseEvent;

const byCourse = (key: string, title = details().title): FileReferenceRow => ({ id: key, family: familyOf(key), kind: 'course', holderId: courseId, title });

describe('file references projection', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(fileReferencesProjection);
  });
  afterAll(() => spec.close());

  it('records the course pictures held as /files/ addresses, each with its course, and ignores outside links', async () => {
    const outside = drafted(owner, details({ thumbnailUrl: 'https://cdn.example.vn/a.jpg' }));
    await spec.givenEvents(outside).thenRows(FILE_REFERENCES_COLLECTION, []);
    await spec.givenEvents(courseDrafted(cover('aaaa')), lecturesShowing(lecturePicture('bbbb'), null, lecturePicture('bbbb'))).thenRows(FILE_REFERENCES_COLLECTION, [
      byCourse(lecturePicture('bbbb')),
      byCourse(cover('aaaa')),
    ]);
  });

  it('lets a replaced picture go and follows the course title', async () => {
    await spec.givenEvents(courseDrafted(cover('aaaa')), lecturesShowing(lecturePicture('bbbb')), courseEdited(cover('cccc'), 'Tên mới')).thenRows(FILE_REFERENCES_COLLECTION, [
      byCourse(lecturePicture('bbbb'), 'Tên mới'),
      byCourse(cover('cccc'), 'Tên mới'),
    ]);
    await spec.givenEvents(courseDrafted(cover('aaaa')), lecturesShowing(lecturePicture('bbbb')), lecturesShowing()).thenRows(FILE_REFERENCES_COLLECTION, [byCourse(cover('aaaa'))]);
  });

  it('frees every file of a deleted course', async () => {
    await spec.givenEvents(courseDrafted(cover('aaaa')), lecturesShowing(lecturePicture('bbbb')), courseDeleted).thenRows(FILE_REFERENCES_COLLECTION, []);
    await spec.givenEvents(courseDrafted(cover('aaaa')), courseDeleted).thenRows(FILE_HOLDERS_COLLECTION, []);
  });

  it('records tool thumbnails by key until the tool is deleted', async () => {
    const edited = { type: 'ToolDetailsEdited', data: { toolId, ...toolDetails, name: 'Canva Teams', thumbnailKey: 'public/tools/t1/thumbnail-dddd-800.webp', by, at } } satisfies ToolEvent;
    const toolRow = (key: string, title: string): FileReferenceRow => ({ id: key, family: familyOf(key), kind: 'tool', holderId: toolId, title });
    await spec.givenEvents(listed()).thenRows(FILE_REFERENCES_COLLECTION, [toolRow(toolDetails.thumbnailKey, 'Canva Pro')]);
    await spec.givenEvents(listed(), edited).thenRows(FILE_REFERENCES_COLLECTION, [toolRow('public/tools/t1/thumbnail-dddd-800.webp', 'Canva Teams')]);
    await spec.givenEvents(listed(), { type: 'ToolDeleted', data: { toolId, by, at } }).thenRows(FILE_REFERENCES_COLLECTION, []);
  });

  it('records a video file until the video is deleted', async () => {
    const videoRow: FileReferenceRow = { id: mediaFile.fileKey, family: mediaFile.fileKey, kind: 'media', holderId: mediaId, title: mediaFile.title };
    await spec.givenEvents(uploaded()).thenRows(FILE_REFERENCES_COLLECTION, [videoRow]);
    await spec.givenEvents(uploaded(), mediaDeleted()).thenRows(FILE_REFERENCES_COLLECTION, []);
  });

  it('treats every width of a picture as the one the course records', () => {
    expect(familyOf(cover('aaaa'))).toBe(familyOf(cover('aaaa').replace('-960.webp', '-480.webp')));
    expect(familyOf('private/media/u/m.mp4')).toBe('private/media/u/m.mp4');
  });
});
