import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { UserStatisticsQuery } from './user-statistics.query';

@Controller()
export class UserStatisticsController {
  constructor(private readonly statistics: UserStatisticsQuery) {}

  @ApiEndpoint(endpoints.userStats)
  summary(): Promise<ResponseOf<'userStats'>> {
    return this.statistics.summary();
  }

  @ApiEndpoint(endpoints.registrationsOverTime)
  registrations(@ValidQuery() query: ParsedQueryOf<'registrationsOverTime'>): Promise<ResponseOf<'registrationsOverTime'>> {
    return this.statistics.registrations(query);
  }
}
