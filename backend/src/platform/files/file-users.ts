import { Injectable } from '@nestjs/common';
import type { StoredFileUser } from '@academy/contracts';

/** One module's answer to "what of yours uses these stored files?". */
export interface FileUserSource {
  usersOf(keys: readonly string[]): Promise<ReadonlyMap<string, StoredFileUser>>;
}

/**
 * Where the storage browser asks which stored files are in use. Each module that names files in
 * its content registers a source answering from its own read models, so the browser (the
 * catalogue's) learns that the home page or a popup shows a picture without reading another
 * module's tables, and without the modules importing each other.
 */
@Injectable()
export class FileUsers {
  private readonly sources: FileUserSource[] = [];

  register(source: FileUserSource): void {
    if (!this.sources.includes(source)) this.sources.push(source);
  }

  /** The first user each source reports, by key; a key no source names is absent (free to delete). */
  async usersOf(keys: readonly string[]): Promise<Map<string, StoredFileUser>> {
    const users = new Map<string, StoredFileUser>();
    if (keys.length === 0) return users;
    for (const answer of await Promise.all(this.sources.map((source) => source.usersOf(keys)))) {
      for (const [key, user] of answer) if (!users.has(key)) users.set(key, user);
    }
    return users;
  }

  async userOf(key: string): Promise<StoredFileUser | null> {
    return (await this.usersOf([key])).get(key) ?? null;
  }
}
