import { Controller, Param } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { AffiliateHistoryQuery } from './affiliate-history.query';

@Controller()
export class AffiliateHistoryController {
  constructor(private readonly history: AffiliateHistoryQuery) {}

  @ApiEndpoint(endpoints.affiliateHistory)
  read(@Param('id') id: string, @ValidQuery() query: ParsedQueryOf<'affiliateHistory'>): Promise<ResponseOf<'affiliateHistory'>> {
    return this.history.history(id, query);
  }
}
