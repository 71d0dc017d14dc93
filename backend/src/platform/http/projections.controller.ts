import { Controller, Inject } from '@nestjs/common';
import { endpoints, ParsedBodyOf, PROJECTION_MESSAGES, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../auth/access.guard';
import type { Principal } from '../auth/principal';
import { ProjectionControl } from '../projections/projection-control';
import { ApiEndpoint, PathParam, ValidBody } from './api-endpoint.decorator';
import { HttpProblem } from './http-problem';

/**
 * Admins see which projections and reactions run or stalled, and park the poison event one stalled
 * at. While the identity projection is stalled the guard refuses every signed-in request, admins
 * included (their role may be the stale part): then the `projections:park` command is the way out.
 */
@Controller()
export class ProjectionsController {
  constructor(@Inject(ProjectionControl) private readonly control: ProjectionControl) {}

  @ApiEndpoint(endpoints.listProjections)
  list(): Promise<ResponseOf<'listProjections'>> {
    return this.control.overview();
  }

  @ApiEndpoint(endpoints.parkProjectionEvent)
  async park(
    @PathParam('name') name: string,
    @ValidBody() { eventId, reason }: ParsedBodyOf<'parkProjectionEvent'>,
    @CurrentPrincipal() admin: Principal,
  ): Promise<ResponseOf<'parkProjectionEvent'>> {
    const outcome = await this.control.park({ projection: name, eventId, reason, by: admin.uid, via: 'admin-api' });
    if ('refused' in outcome) {
      throw outcome.refused === 'unknown-projection' ? new HttpProblem(404, 'PROJECTION_NOT_FOUND') : new HttpProblem(409, 'PROJECTION_NOT_STALLED_AT_EVENT');
    }
    return { message: PROJECTION_MESSAGES.parked, parked: outcome.parked };
  }
}
