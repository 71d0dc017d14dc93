import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { SiteSettingsHistoryQuery } from './site-settings-history.query';

@Controller()
export class SiteSettingsHistoryController {
  constructor(private readonly history: SiteSettingsHistoryQuery) {}

  @ApiEndpoint(endpoints.getSiteSettingsHistory)
  page(@ValidQuery() query: ParsedQueryOf<'getSiteSettingsHistory'>): Promise<ResponseOf<'getSiteSettingsHistory'>> {
    return this.history.page(query);
  }
}
