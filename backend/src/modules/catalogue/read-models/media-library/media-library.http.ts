import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { mediaActorOf } from '../../domain/media-asset/media-asset.decider';
import { MediaLibraryQuery } from './media-library.query';

@Controller()
export class MediaLibraryController {
  constructor(private readonly library: MediaLibraryQuery) {}

  @ApiEndpoint(endpoints.listMedia)
  list(@ValidQuery() query: ParsedQueryOf<'listMedia'>, @CurrentPrincipal() principal: Principal): Promise<ResponseOf<'listMedia'>> {
    return this.library.list(mediaActorOf(principal.uid, principal.role), query);
  }
}
