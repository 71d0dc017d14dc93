import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { ApiEndpoint, PathParam, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { AffiliateHistoryQuery } from './affiliate-history.query';

@Controller()
export class AffiliateHistoryController {
  constructor(private readonly history: AffiliateHistoryQuery) {}

  @ApiEndpoint(endpoints.affiliateHistory)
  read(@PathParam('id') id: string, @ValidQuery() query: ParsedQueryOf<'affiliateHistory'>): Promise<ResponseOf<'affiliateHistory'>> {
    return this.history.history(id, query);
  }
}
