import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, ParsedBodyOf, POPUP_MESSAGES, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { ExpectedRevision } from '../../../../platform/http/expected-revision';
import { UploadedFiles, Uploads } from '../../../../platform/http/uploads';
import { PopupsQuery } from '../../read-models/popups/popups.query';
import { popupAnswer } from '../popup-answer';
import { UpdatePopupCommand } from './update-popup.handler';

@Controller()
export class UpdatePopupController {
  constructor(
    private readonly commands: CommandBus,
    private readonly popups: PopupsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.updatePopup)
  async update(
    @PathParam('id') id: string,
    @ValidBody() body: ParsedBodyOf<'updatePopup'>,
    @Uploads() uploads: UploadedFiles,
    @CurrentPrincipal() admin: Principal,
    @ExpectedRevision() expectedRevision: number | undefined,
  ): Promise<ResponseOf<'updatePopup'>> {
    await this.commands.execute(new UpdatePopupCommand(id, body, uploads.one('image'), admin.uid, this.clock.now(), expectedRevision));
    return popupAnswer(this.popups, id, POPUP_MESSAGES.updated);
  }
}
