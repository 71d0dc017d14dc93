import type { StoredFileUserKind } from '@academy/contracts';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/** One stored file a course, a tool or a video refers to, and who refers to it. */
export interface FileReferenceRow {
  /** The file's key. */
  id: string;
  /** The key without its rendition width (`familyOf`): what the storage browser looks up. */
  family: string;
  kind: StoredFileUserKind;
  holderId: string;
  title: string;
}

/**
 * Every key one course, tool or video refers to now, by the part of it that names them (a
 * course's details and its curriculum are edited apart), so an edit knows which keys it let go.
 */
export interface FileHolderRow {
  /** `<kind>:<holderId>`. */
  id: string;
  kind: StoredFileUserKind;
  holderId: string;
  title: string;
  keysByPart: Record<string, string[]>;
}

export const FILE_REFERENCES_COLLECTION = 'catalogue_file_references';
export const FILE_HOLDERS_COLLECTION = 'catalogue_file_holders';

export const fileReferenceRows = (store: ReadStore) =>
  store.collection<FileReferenceRow>(FILE_REFERENCES_COLLECTION, { present: ['family', 'kind', 'holderId'], indexes: [['family']] });

export const fileHolderRows = (store: ReadStore) => store.collection<FileHolderRow>(FILE_HOLDERS_COLLECTION, { present: ['kind', 'holderId'] });

/**
 * Pictures are stored in several widths and the holder records one of them
 * (`…/thumbnail-<hash>-960.webp` beside `-480.webp`): all of a family stay in use together.
 */
export const familyOf = (key: string): string => key.replace(/-\d+\.webp$/, '');

/** The store key of a `/files/<key>` address; null for anything else (no picture, or not one of ours). */
export function keyOfFileUrl(url: string | null | undefined): string | null {
  return url?.startsWith('/files/') ? url.slice('/files/'.length) : null;
}
