import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ParsedBodyOf } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { UploadedFile } from '../../../../platform/http/uploads';
import { popupsDecider } from '../../domain/popups/popups.decider';
import { PopupsQuery } from '../../read-models/popups/popups.query';
import { popupPicture, SiteImages } from '../site-images';

/** An admin's new popup with its picture. */
export class CreatePopupCommand {
  constructor(
    readonly popupId: string,
    readonly form: ParsedBodyOf<'createPopup'>,
    readonly image: UploadedFile | null,
    readonly by: string,
    readonly at: Date,
  ) {}
}

/**
 * Checks and stores the picture, then records the popup (and, when it is created active, switches
 * the active one off in the same decision). A retry of a create that went through (same
 * Idempotency-Key, so same id) finds the popup and stores nothing again.
 */
@CommandHandler(CreatePopupCommand)
export class CreatePopupHandler implements ICommandHandler<CreatePopupCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly images: SiteImages,
    private readonly popups: PopupsQuery,
  ) {}

  async execute({ popupId, form, image, by, at }: CreatePopupCommand): Promise<void> {
    if (await this.popups.byId(popupId)) return;
    if (!image) throw new DomainError('POPUP_IMAGE_REQUIRED', 'invalid');
    const imageKey = await this.images.store(image, popupPicture(popupId));
    const data = { popupId, title: form.title, link: form.link, isActive: form.isActive, imageKey, by, at: at.toISOString() };
    await this.commands.decide(popupsDecider, { type: 'CreatePopup', data }, { at });
  }
}
