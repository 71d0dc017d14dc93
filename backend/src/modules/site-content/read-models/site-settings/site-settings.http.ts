import { Controller } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { SiteSettingsQuery } from './site-settings.query';

@Controller()
export class SiteSettingsController {
  constructor(private readonly settings: SiteSettingsQuery) {}

  @ApiEndpoint(endpoints.getSiteSettings)
  publicSettings(): Promise<ResponseOf<'getSiteSettings'>> {
    return this.settings.publicSettings();
  }

  @ApiEndpoint(endpoints.getAdminSiteSettings)
  async forAdmin(): Promise<ResponseOf<'getAdminSiteSettings'>> {
    return { site: await this.settings.forAdmin() };
  }
}
