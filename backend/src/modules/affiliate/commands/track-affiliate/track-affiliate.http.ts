import { Controller, Inject, Ip, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { endpoints, ResponseOf } from '@academy/contracts';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { TrackAffiliateCommand, TrackedClick } from './track-affiliate.handler';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Public: the web app calls it from `/ref/{code}` links before it redirects. The answer also sets
 * the referral cookie for the programme's cookie days (the setting), path /, so the lifetime an
 * admin sets is the one that holds.
 */
@Controller()
export class TrackAffiliateController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.trackAffiliate)
  async track(@PathParam('code') code: string, @Ip() clientIp: string | undefined, @Res({ passthrough: true }) response: Response): Promise<ResponseOf<'trackAffiliate'>> {
    const click = await this.commands.execute<TrackAffiliateCommand, TrackedClick>(new TrackAffiliateCommand(code, clientIp, this.clock.now()));
    response.cookie('aff_ref_code', click.code, { maxAge: click.cookieDays * DAY_SECONDS * 1000, path: '/', sameSite: 'lax' });
    return click;
  }
}
