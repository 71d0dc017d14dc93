import { Controller, HttpCode } from '@nestjs/common';
import { endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { AudienceQuery } from './audience.query';

@Controller()
export class CountAudienceController {
  constructor(private readonly audience: AudienceQuery) {}

  /** A question, not a write: 200, and nothing is recorded. */
  @ApiEndpoint(endpoints.countAudience)
  @HttpCode(200)
  count(@ValidBody() { rules }: ParsedBodyOf<'countAudience'>): Promise<ResponseOf<'countAudience'>> {
    return this.audience.count(rules);
  }
}
