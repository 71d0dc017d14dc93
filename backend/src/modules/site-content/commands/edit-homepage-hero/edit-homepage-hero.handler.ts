import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import type { UploadedFile } from '../../../../platform/http/uploads';
import { homepageDecider } from '../../domain/homepage/homepage.decider';
import { heroPicture, SiteImages } from '../site-images';

/** An admin's save of the hero block: its texts and an optional new picture. */
export class EditHomepageHeroCommand {
  constructor(
    readonly form: ParsedBodyOf<'updateHomepageHero'>,
    readonly image: UploadedFile | null,
    readonly by: string,
    readonly at: Date,
    /** The homepage revision the editor showed (`If-Match`), if it sent one. */
    readonly expectedRevision: number | undefined,
  ) {}
}

/** Checks and stores the picture first: a picture that does not decode is refused before anything is recorded. */
@CommandHandler(EditHomepageHeroCommand)
export class EditHomepageHeroHandler implements ICommandHandler<EditHomepageHeroCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly images: SiteImages,
  ) {}

  async execute({ form, image, by, at, expectedRevision }: EditHomepageHeroCommand): Promise<void> {
    const newImageKey = image ? await this.images.store(image, heroPicture) : undefined;
    const data = { ...form, newImageKey, by, at: at.toISOString() };
    await this.commands.decide(homepageDecider, { type: 'EditHomepageHero', data }, { at, expectedRevision });
  }
}
