import { Controller, HttpCode } from '@nestjs/common';
import { endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CallerIfSignedIn, RecognisesCaller } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { PlaybackLinksQuery } from './playback-links.query';

/** Public: a visitor watching a free preview is anonymous; a token, when sent, says who else asks. */
@Controller()
export class PlaybackLinksController {
  constructor(private readonly playback: PlaybackLinksQuery) {}

  @ApiEndpoint(endpoints.createPlaybackUrl)
  @RecognisesCaller()
  @HttpCode(200)
  create(@ValidBody() body: ParsedBodyOf<'createPlaybackUrl'>, @CallerIfSignedIn() caller: Principal | null): Promise<ResponseOf<'createPlaybackUrl'>> {
    return this.playback.linkFor(caller, body);
  }
}
