import { Controller } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { PopupsQuery } from './popups.query';

@Controller()
export class PopupsController {
  constructor(private readonly popups: PopupsQuery) {}

  @ApiEndpoint(endpoints.listPopups)
  async list(): Promise<ResponseOf<'listPopups'>> {
    return { popups: await this.popups.list() };
  }

  @ApiEndpoint(endpoints.getActivePopup)
  active(): Promise<ResponseOf<'getActivePopup'>> {
    return this.popups.active();
  }
}
