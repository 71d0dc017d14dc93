import { nanoid } from '@reduxjs/toolkit';

/**
 * Files the user picked, kept outside the store: a File is not serialisable, so actions carry the
 * key it is kept under and the saga that sends it takes it back from here.
 */
export interface PickedFiles {
  keep(file: Blob): string;
  get(key: string): Blob | undefined;
  /** Forgets a file once it is sent or replaced, so memory does not hold every picked video. */
  release(key: string): void;
}

export function createPickedFiles(): PickedFiles {
  const files = new Map<string, Blob>();
  return {
    keep(file) {
      const key = nanoid();
      files.set(key, file);
      return key;
    },
    get: (key) => files.get(key),
    release: (key) => {
      files.delete(key);
    },
  };
}

/** The app's one holder, shared by the components that pick and the sagas that send. */
export const pickedFiles = createPickedFiles();
