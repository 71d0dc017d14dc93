import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import type { UploadedFile } from '../../../../platform/http/uploads';
import { homepageDecider } from '../../domain/homepage/homepage.decider';
import { PeoplePhotos } from '../people-photos';

/** An admin's save of the testimonials block: the whole list in order, with new photos by index. */
export class EditHomepageTestimonialsCommand {
  constructor(
    readonly form: ParsedBodyOf<'updateHomepageTestimonials'>,
    readonly photos: ReadonlyMap<number, UploadedFile>,
    readonly by: string,
    readonly at: Date,
    /** The homepage revision the editor showed (`If-Match`), if it sent one. */
    readonly expectedRevision: number | undefined,
  ) {}
}

@CommandHandler(EditHomepageTestimonialsCommand)
export class EditHomepageTestimonialsHandler implements ICommandHandler<EditHomepageTestimonialsCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly photos: PeoplePhotos,
  ) {}

  async execute({ form, photos, by, at, expectedRevision }: EditHomepageTestimonialsCommand): Promise<void> {
    const { items, newPhotoKeys } = await this.photos.resolve(form.testimonials, photos);
    const data = { testimonials: items, newPhotoKeys, by, at: at.toISOString() };
    await this.commands.decide(homepageDecider, { type: 'EditHomepageTestimonials', data }, { at, expectedRevision });
  }
}
