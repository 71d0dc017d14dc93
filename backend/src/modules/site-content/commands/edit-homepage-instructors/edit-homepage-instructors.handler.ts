import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import type { UploadedFile } from '../../../../platform/http/uploads';
import { homepageDecider } from '../../domain/homepage/homepage.decider';
import { PeoplePhotos } from '../people-photos';

/** An admin's save of the instructors block: the whole list in order, with new photos by index. */
export class EditHomepageInstructorsCommand {
  constructor(
    readonly form: ParsedBodyOf<'updateHomepageInstructors'>,
    readonly photos: ReadonlyMap<number, UploadedFile>,
    readonly by: string,
    readonly at: Date,
    /** The homepage revision the editor showed (`If-Match`), if it sent one. */
    readonly expectedRevision: number | undefined,
  ) {}
}

@CommandHandler(EditHomepageInstructorsCommand)
export class EditHomepageInstructorsHandler implements ICommandHandler<EditHomepageInstructorsCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly photos: PeoplePhotos,
  ) {}

  async execute({ form, photos, by, at, expectedRevision }: EditHomepageInstructorsCommand): Promise<void> {
    const { items, newPhotoKeys } = await this.photos.resolve(form.instructors, photos);
    const data = { instructors: items, newPhotoKeys, by, at: at.toISOString() };
    await this.commands.decide(homepageDecider, { type: 'EditHomepageInstructors', data }, { at, expectedRevision });
  }
}
