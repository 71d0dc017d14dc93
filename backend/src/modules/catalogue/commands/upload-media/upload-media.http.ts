import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, MEDIA_MESSAGES, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { NewIdFromIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { UploadedFiles, Uploads } from '../../../../platform/http/uploads';
import { MediaLibraryQuery } from '../../read-models/media-library/media-library.query';
import { UploadMediaCommand } from './upload-media.handler';

@Controller()
export class UploadMediaController {
  constructor(
    private readonly commands: CommandBus,
    private readonly library: MediaLibraryQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.uploadMedia)
  @HttpCode(201)
  async upload(
    @ValidBody() body: ParsedBodyOf<'uploadMedia'>,
    @Uploads() files: UploadedFiles,
    @CurrentPrincipal() principal: Principal,
    @NewIdFromIdempotencyKey('media') id: string,
  ): Promise<ResponseOf<'uploadMedia'>> {
    const by = { uid: principal.uid, role: principal.role };
    await this.commands.execute(new UploadMediaCommand(id, body, files.one('asset'), by, this.clock.now()));
    const media = await this.library.asset(id);
    // A retry after the video was deleted finds nothing to show.
    if (!media) throw new HttpProblem(404, 'MEDIA_NOT_FOUND');
    return { message: MEDIA_MESSAGES.uploaded, media };
  }
}
