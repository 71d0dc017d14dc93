import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, ParsedBodyOf, POPUP_MESSAGES, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { NewIdFromIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { UploadedFiles, Uploads } from '../../../../platform/http/uploads';
import { PopupsQuery } from '../../read-models/popups/popups.query';
import { popupAnswer } from '../popup-answer';
import { CreatePopupCommand } from './create-popup.handler';

@Controller()
export class CreatePopupController {
  constructor(
    private readonly commands: CommandBus,
    private readonly popups: PopupsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.createPopup)
  @HttpCode(201)
  async create(
    @ValidBody() body: ParsedBodyOf<'createPopup'>,
    @Uploads() uploads: UploadedFiles,
    @CurrentPrincipal() admin: Principal,
    @NewIdFromIdempotencyKey('popup') id: string,
  ): Promise<ResponseOf<'createPopup'>> {
    await this.commands.execute(new CreatePopupCommand(id, body, uploads.one('image'), admin.uid, this.clock.now()));
    return popupAnswer(this.popups, id, POPUP_MESSAGES.created);
  }
}
