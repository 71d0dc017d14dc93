import type { StorageFile } from '@academy/contracts';

/** One step of the breadcrumb: its name and the folder it opens. */
export interface Crumb {
  name: string;
  prefix: string;
}

/** 'public/courses/' -> public (public/), courses (public/courses/); the root is the page's own first crumb. */
export function crumbsOf(prefix: string): Crumb[] {
  const names = prefix.split('/').filter((name) => name !== '');
  return names.map((name, i) => ({ name, prefix: `${names.slice(0, i + 1).join('/')}/` }));
}

/** The folder above: 'public/courses/' -> 'public/', 'public/' -> ''. */
export function parentOf(prefix: string): string {
  const names = prefix.split('/').filter((name) => name !== '');
  return names.length <= 1 ? '' : `${names.slice(0, -1).join('/')}/`;
}

/** A sub-folder's own name: 'public/courses/' -> 'courses'. */
export const folderName = (folder: string): string => folder.split('/').filter((name) => name !== '').pop() ?? folder;

/** Only `public/` files are served (at /files); a private file has no address a browser may open. */
export function publicUrlOf({ fullPath }: Pick<StorageFile, 'fullPath'>): string | null {
  return fullPath.startsWith('public/') ? `/files/${fullPath.split('/').map(encodeURIComponent).join('/')}` : null;
}

/** A picture the browser can show in a preview. */
export function previewUrlOf(file: Pick<StorageFile, 'fullPath' | 'contentType'>): string | null {
  return file.contentType.startsWith('image/') && !file.contentType.startsWith('image/svg') ? publicUrlOf(file) : null;
}
