import { Controller } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { ToolLicencesQuery } from './tool-licences.query';

@Controller()
export class ToolLicencesController {
  constructor(private readonly licences: ToolLicencesQuery) {}

  /** The caller's own licences only: the buyer id comes from the token. */
  @ApiEndpoint(endpoints.myToolLicences)
  mine(@CurrentPrincipal() user: Principal): Promise<ResponseOf<'myToolLicences'>> {
    return this.licences.mine(user.uid);
  }
}
