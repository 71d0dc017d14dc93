import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { FILE_STORE, FileStore } from '../../../../platform/files/files.port';

/** The follow-up of a deleted video: its file leaves the store. */
export class DeleteMediaFileCommand {
  constructor(readonly fileKey: string) {}
}

/** Deleting an absent file is not an error, so a redelivered deletion is answered the same. */
@CommandHandler(DeleteMediaFileCommand)
export class DeleteMediaFileHandler implements ICommandHandler<DeleteMediaFileCommand> {
  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  async execute({ fileKey }: DeleteMediaFileCommand): Promise<void> {
    await this.files.delete(fileKey);
  }
}
