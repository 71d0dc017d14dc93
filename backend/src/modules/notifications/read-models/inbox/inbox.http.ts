import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { InboxQuery } from './inbox.query';

@Controller()
export class InboxController {
  constructor(private readonly inbox: InboxQuery) {}

  /** Newest first; notifications arrive from reactions, so a brand-new one may take a moment. */
  @ApiEndpoint(endpoints.myNotifications)
  list(@ValidQuery() query: ParsedQueryOf<'myNotifications'>, @CurrentPrincipal() user: Principal): Promise<ResponseOf<'myNotifications'>> {
    return this.inbox.list(user.uid, query);
  }
}
