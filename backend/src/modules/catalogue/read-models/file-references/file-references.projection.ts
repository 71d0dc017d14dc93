import type { StoredFileUserKind } from '@academy/contracts';
import { defineProjection } from '../../../../platform/projections/define-projection';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import type { CourseCurriculumReplaced, CourseDeleted, CourseDetails, CourseDetailsEdited, CourseDrafted, CourseSection } from '../../domain/course/course.events';
import type { MediaAssetEvent } from '../../domain/media-asset/media-asset.events';
import type { ToolDeleted, ToolDetailsEdited, ToolListed } from '../../domain/tool/tool.events';
import { familyOf, FILE_HOLDERS_COLLECTION, FILE_REFERENCES_COLLECTION, fileHolderRows, fileReferenceRows, keyOfFileUrl } from './file-references.read-model';

/** The events that name stored files: course pictures (as `/files/` addresses), tool thumbnails and video files (as keys). */
type FileNamingEvent =
  | CourseDrafted
  | CourseDetailsEdited
  | CourseCurriculumReplaced
  | CourseDeleted
  | ToolListed
  | ToolDetailsEdited
  | ToolDeleted
  | MediaAssetEvent;

interface Holder {
  kind: StoredFileUserKind;
  holderId: string;
}

/**
 * Which stored files are in use, and by what, for the storage browser. Archived courses and tools
 * keep their files (their buyers still see them). Every write sets absolute values from the event
 * and the holder's row, which is written last, so a redelivery or a replay after a crash half-way
 * comes to the same rows.
 */
export const fileReferencesProjection = defineProjection<FileNamingEvent>({
  name: 'catalogue.file-references.v1',
  collections: [FILE_REFERENCES_COLLECTION, FILE_HOLDERS_COLLECTION],
  handlers: {
    CourseDrafted: ({ data }, { store }) => hold(store, course(data.courseId), 'details', detailKeys(data.details), data.details.title),
    CourseDetailsEdited: ({ data }, { store }) => hold(store, course(data.courseId), 'details', detailKeys(data.details), data.details.title),
    CourseCurriculumReplaced: ({ data }, { store }) => hold(store, course(data.courseId), 'curriculum', lectureKeys(data.sections)),
    CourseDeleted: ({ data }, { store }) => release(store, course(data.courseId)),
    ToolListed: ({ data }, { store }) => hold(store, tool(data.toolId), 'details', [data.thumbnailKey], data.name),
    ToolDetailsEdited: ({ data }, { store }) => hold(store, tool(data.toolId), 'details', [data.thumbnailKey], data.name),
    ToolDeleted: ({ data }, { store }) => release(store, tool(data.toolId)),
    MediaAssetUploaded: ({ data }, { store }) => hold(store, { kind: 'media', holderId: data.mediaId }, 'file', [data.fileKey], data.title),
    MediaAssetDeleted: ({ data }, { store }) => release(store, { kind: 'media', holderId: data.mediaId }),
  },
});

const course = (holderId: string): Holder => ({ kind: 'course', holderId });
const tool = (holderId: string): Holder => ({ kind: 'tool', holderId });

function detailKeys(details: CourseDetails): string[] {
  return [details.thumbnailUrl, details.seo.thumbnailUrl].map(keyOfFileUrl).filter((key) => key !== null);
}

function lectureKeys(sections: readonly CourseSection[]): string[] {
  return sections.flatMap((section) => section.lectures.map((lecture) => keyOfFileUrl(lecture.thumbnailUrl))).filter((key) => key !== null);
}

const holderRowId = ({ kind, holderId }: Holder) => `${kind}:${holderId}`;

/**
 * The holder now refers to `keys` through `part` (its other parts unchanged), titled `title` (or
 * as before): every key it holds is written with the current title, and the keys it let go lose
 * their rows, unless another holder has claimed them since.
 */
async function hold(store: ReadStore, holder: Holder, part: string, keys: string[], title?: string): Promise<void> {
  const holders = fileHolderRows(store);
  const before = await holders.get(holderRowId(holder));
  const keysByPart = { ...before?.keysByPart, [part]: [...new Set(keys)] };
  const current = { ...holder, title: title ?? before?.title ?? '' };
  const held = new Set(Object.values(keysByPart).flat());
  for (const key of held) await fileReferenceRows(store).upsert({ id: key, family: familyOf(key), ...current });
  await dropReferences(store, holder, Object.values(before?.keysByPart ?? {}).flat().filter((key) => !held.has(key)));
  await holders.upsert({ id: holderRowId(holder), ...current, keysByPart });
}

/** The holder is gone: none of its files are in use through it any more. */
async function release(store: ReadStore, holder: Holder): Promise<void> {
  const before = await fileHolderRows(store).get(holderRowId(holder));
  await dropReferences(store, holder, Object.values(before?.keysByPart ?? {}).flat());
  await fileHolderRows(store).delete(holderRowId(holder));
}

async function dropReferences(store: ReadStore, holder: Holder, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    const row = await fileReferenceRows(store).get(key);
    if (row?.kind === holder.kind && row.holderId === holder.holderId) await fileReferenceRows(store).delete(key);
  }
}
