import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { UploadedFile } from '../../../../platform/http/uploads';
import { popupsDecider } from '../../domain/popups/popups.decider';
import { PopupsQuery } from '../../read-models/popups/popups.query';
import { popupPicture, SiteImages } from '../site-images';

/** An admin's save of the popup form (or of its on/off switch): an optional new picture. */
export class UpdatePopupCommand {
  constructor(
    readonly popupId: string,
    readonly form: ParsedBodyOf<'updatePopup'>,
    readonly image: UploadedFile | null,
    readonly by: string,
    readonly at: Date,
    /** The popup's revision the screen showed (`If-Match`), if it sent one. */
    readonly expectedRevision: number | undefined,
  ) {}
}

/**
 * A popup the read model does not know is refused before a picture is stored; the decision
 * checks again (the read model may lag, never lead). The revision check is the popup's own, not
 * the stream's: switching another popup on must not make every open edit form stale.
 */
@CommandHandler(UpdatePopupCommand)
export class UpdatePopupHandler implements ICommandHandler<UpdatePopupCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly images: SiteImages,
    private readonly popups: PopupsQuery,
  ) {}

  async execute({ popupId, form, image, by, at, expectedRevision }: UpdatePopupCommand): Promise<void> {
    if (!(await this.popups.byId(popupId))) throw new DomainError('POPUP_NOT_FOUND', 'not_found');
    const imageKey = image ? await this.images.store(image, popupPicture(popupId)) : null;
    const data = { popupId, title: form.title, link: form.link, isActive: form.isActive, imageKey, expectedRevision, by, at: at.toISOString() };
    await this.commands.decide(popupsDecider, { type: 'EditPopup', data }, { at });
  }
}
