import { Controller, Headers, HttpCode, Inject } from '@nestjs/common';
import { COURSE_ACCESS_HEADER, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CallerIfSignedIn, RecognisesCaller } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { PlaybackLinksQuery } from './playback-links.query';

/**
 * Public: a visitor watching a free preview is anonymous; a token, when sent, says who else asks,
 * and a learner's course access token (header `x-course-access-token`) that they verified their face.
 */
@Controller()
export class PlaybackLinksController {
  constructor(
    private readonly playback: PlaybackLinksQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.createPlaybackUrl)
  @RecognisesCaller()
  @HttpCode(200)
  create(
    @ValidBody() body: ParsedBodyOf<'createPlaybackUrl'>,
    @CallerIfSignedIn() caller: Principal | null,
    @Headers(COURSE_ACCESS_HEADER) accessToken?: string,
  ): Promise<ResponseOf<'createPlaybackUrl'>> {
    return this.playback.linkFor(caller, body, { accessToken: accessToken ?? null, at: this.clock.now() });
  }
}
