import { Controller } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { AffiliateSettingsQuery } from './affiliate-settings.query';

@Controller()
export class AffiliateSettingsController {
  constructor(private readonly settings: AffiliateSettingsQuery) {}

  @ApiEndpoint(endpoints.affiliateSettings)
  async current(): Promise<ResponseOf<'affiliateSettings'>> {
    return { settings: await this.settings.current() };
  }
}
