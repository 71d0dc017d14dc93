import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, MEDIA_MESSAGES, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { mediaActorOf } from '../../domain/media-asset/media-asset.decider';
import { DeleteMediaCommand } from './delete-media.handler';

@Controller()
export class DeleteMediaController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.deleteMedia)
  async delete(@PathParam('id') id: string, @CurrentPrincipal() principal: Principal): Promise<ResponseOf<'deleteMedia'>> {
    await this.commands.execute(new DeleteMediaCommand(id, mediaActorOf(principal.uid, principal.role), this.clock.now()));
    return { message: MEDIA_MESSAGES.deleted, _id: id };
  }
}
