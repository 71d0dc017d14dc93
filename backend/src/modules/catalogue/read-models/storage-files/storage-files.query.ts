import { Inject, Injectable } from '@nestjs/common';
import type { ListStorageFilesResponse, ParsedQueryOf, StorageFile, StoredFileUser } from '@academy/contracts';
import { DomainError } from '../../../../platform/domain/domain-error';
import { isFileKey } from '../../../../platform/files/file-key';
import { FILE_STORE, FileListPage, FileStore, FileStoreUsageError, StoredFile } from '../../../../platform/files/files.port';
import { FileUsers } from '../../../../platform/files/file-users';

/**
 * The file store as it is, one folder level at a time (what the spec's storage browser lists),
 * each file with what still uses it. The store is the truth here, not a read model: a file no
 * event names (a crashed upload, an image of a refused save) shows up too, as unused.
 */
@Injectable()
export class StorageFilesQuery {
  constructor(
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly references: FileUsers,
  ) {}

  async list({ prefix, limit, nextPageToken }: ParsedQueryOf<'listStorageFiles'>): Promise<ListStorageFilesResponse> {
    const folder = folderOf(prefix);
    const page = await this.page(folder, limit, nextPageToken ?? null);
    const users = await this.references.usersOf(page.files.map((file) => file.key));
    return {
      files: page.files.map((file) => storageFileOf(file, users.get(file.key) ?? null)),
      folders: page.folders,
      prefix: folder,
      nextPageToken: page.nextPageToken,
    };
  }

  private async page(prefix: string, limit: number, pageToken: string | null): Promise<FileListPage> {
    try {
      return await this.files.list({ prefix, limit, pageToken });
    } catch (error) {
      // The folder and limit were checked above: what the store refuses now is the token.
      if (error instanceof FileStoreUsageError) throw new DomainError('STORAGE_PAGE_TOKEN_INVALID', 'invalid');
      throw error;
    }
  }
}

/** '' (the root) or a folder by the files port's key rules; the trailing '/' may be left out. */
export function folderOf(prefix: string): string {
  if (prefix === '') return '';
  const folder = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (!isFileKey(folder)) throw new DomainError('STORAGE_PATH_INVALID', 'invalid');
  return `${folder}/`;
}

function storageFileOf(file: StoredFile, usedBy: StoredFileUser | null): StorageFile {
  const fileName = file.key.slice(file.key.lastIndexOf('/') + 1);
  return { fullPath: file.key, fileName, size: file.size, contentType: file.contentType, updatedAt: file.updatedAt, usedBy };
}
