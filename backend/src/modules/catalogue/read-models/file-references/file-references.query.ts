import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { StoredFileUser } from '@academy/contracts';
import { FileUserSource, FileUsers } from '../../../../platform/files/file-users';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { familyOf, fileReferenceRows } from './file-references.read-model';

/** A page of the storage browser is at most 1,000 files, each family held by one user. */
const ALL_REFERENCES = 10_000;

/** What of the catalogue uses each stored file, for the storage browser's list and its delete check (through `FileUsers`). */
@Injectable()
export class FileReferencesQuery implements FileUserSource, OnModuleInit {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly fileUsers: FileUsers,
  ) {}

  onModuleInit(): void {
    this.fileUsers.register(this);
  }

  /** The user of each key that has one, in one query for the page. */
  async usersOf(keys: readonly string[]): Promise<Map<string, StoredFileUser>> {
    const families = [...new Set(keys.map(familyOf))];
    if (families.length === 0) return new Map();
    const { items } = await fileReferenceRows(this.store).find({ filter: { family: { $in: families } }, limit: ALL_REFERENCES });
    const byFamily = new Map(items.map((row): [string, StoredFileUser] => [row.family, { kind: row.kind, id: row.holderId, title: row.title }]));
    const users = new Map<string, StoredFileUser>();
    for (const key of keys) {
      const user = byFamily.get(familyOf(key));
      if (user) users.set(key, user);
    }
    return users;
  }

  async userOf(key: string): Promise<StoredFileUser | null> {
    return (await this.usersOf([key])).get(key) ?? null;
  }
}
