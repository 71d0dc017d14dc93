import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { fileInUseMessage } from '@academy/contracts';
import type { Logger } from 'pino';
import { DomainError } from '../../../../platform/domain/domain-error';
import { isFileKey } from '../../../../platform/files/file-key';
import { FILE_STORE, FileStore } from '../../../../platform/files/files.port';
import { LOGGER } from '../../../../platform/logging/logger';
import { FileUsers } from '../../../../platform/files/file-users';

/** An admin removes one file from the store through the storage browser. */
export class DeleteStoredFileCommand {
  constructor(
    readonly fileKey: string,
    readonly deletedBy: string,
  ) {}
}

/**
 * Only a file nothing uses: a course picture, a tool thumbnail, a library video, a popup's or
 * the home page's picture is let go through its own screen first, so no page is left showing a missing picture or video. What uses
 * a file comes from every module's source registered with `FileUsers` (the catalogue's file references, site-content's popups and home page); a file given to a course in the instant
 * between that read and the deletion is the race docs/decisions.md accepts. The store is not our
 * log, so the deletion is logged with who made it.
 */
@CommandHandler(DeleteStoredFileCommand)
export class DeleteStoredFileHandler implements ICommandHandler<DeleteStoredFileCommand> {
  constructor(
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly references: FileUsers,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ fileKey, deletedBy }: DeleteStoredFileCommand): Promise<void> {
    if (!isFileKey(fileKey)) throw new DomainError('STORAGE_PATH_INVALID', 'invalid');
    const user = await this.references.userOf(fileKey);
    if (user) throw new DomainError('FILE_IN_USE', 'conflict', fileInUseMessage(user));
    if (!(await this.files.stat(fileKey))) throw new DomainError('FILE_NOT_FOUND', 'not_found');
    await this.files.delete(fileKey);
    this.logger.info({ fileKey, deletedBy }, 'stored file deleted by an admin');
  }
}
