import type { StoredFile } from './files.port';

/** Files described at once when listing: bounded, to stay far below open-file and socket limits. */
const CONCURRENCY = 16;

/**
 * Describes the keys of a listed page a few at a time, in order. A file deleted between the
 * listing and its description is left out, as it would be from a listing a moment later.
 */
export async function describeAll(keys: string[], describeOne: (key: string) => Promise<StoredFile | null>): Promise<StoredFile[]> {
  const described: Array<StoredFile | null> = [];
  for (let i = 0; i < keys.length; i += CONCURRENCY) {
    described.push(...(await Promise.all(keys.slice(i, i + CONCURRENCY).map(describeOne))));
  }
  return described.filter((file): file is StoredFile => file !== null);
}
