import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint, PathParam, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { ConversionsQuery } from './conversions.query';

@Controller()
export class ConversionsController {
  constructor(private readonly conversions: ConversionsQuery) {}

  @ApiEndpoint(endpoints.myConversions)
  mine(@ValidQuery() query: ParsedQueryOf<'myConversions'>, @CurrentPrincipal() user: Principal): Promise<ResponseOf<'myConversions'>> {
    return this.conversions.mine(user.uid, query);
  }

  @ApiEndpoint(endpoints.myConversion)
  async one(@PathParam('id') id: string, @CurrentPrincipal() user: Principal): Promise<ResponseOf<'myConversion'>> {
    return { conversion: await this.conversions.oneOf(user.uid, id) };
  }

  @ApiEndpoint(endpoints.pendingConversions)
  pending(@ValidQuery() query: ParsedQueryOf<'pendingConversions'>): Promise<ResponseOf<'pendingConversions'>> {
    return this.conversions.pending(query);
  }
}
