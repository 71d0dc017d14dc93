import { Controller, Inject } from '@nestjs/common';
import { endpoints, POPUP_MESSAGES, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { popupsDecider } from '../../domain/popups/popups.decider';

/**
 * Deleting a popup takes it off the site at once. Its picture stays in the file store (its public
 * address is cached by browsers for a year anyway); the storage browser lists it for clean-up.
 */
@Controller()
export class DeletePopupController {
  constructor(
    private readonly commands: CommandSender,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.deletePopup)
  async remove(@PathParam('id') id: string, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'deletePopup'>> {
    const at = this.clock.now();
    await this.commands.decide(popupsDecider, { type: 'DeletePopup', data: { popupId: id, by: admin.uid, at: at.toISOString() } }, { at });
    return { message: POPUP_MESSAGES.deleted, id };
  }
}
