import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { HomepageHistoryQuery } from './homepage-history.query';

@Controller()
export class HomepageHistoryController {
  constructor(private readonly history: HomepageHistoryQuery) {}

  @ApiEndpoint(endpoints.getHomepageHistory)
  page(@ValidQuery() query: ParsedQueryOf<'getHomepageHistory'>): Promise<ResponseOf<'getHomepageHistory'>> {
    return this.history.page(query);
  }
}
