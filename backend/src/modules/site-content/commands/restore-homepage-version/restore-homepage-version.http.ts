import { Controller, HttpCode, Inject } from '@nestjs/common';
import { endpoints, HOMEPAGE_MESSAGES, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { ExpectedRevision } from '../../../../platform/http/expected-revision';
import { homepageDecider } from '../../domain/homepage/homepage.decider';
import { HomepageQuery } from '../../read-models/homepage/homepage.query';
import { homepageAnswer } from '../homepage-answer';

/** Brings an earlier version back as a new change: the history keeps every version, the restore included. */
@Controller()
export class RestoreHomepageVersionController {
  constructor(
    private readonly commands: CommandSender,
    private readonly homepage: HomepageQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.restoreHomepageVersion)
  @HttpCode(200)
  async restore(
    @ValidBody() body: ParsedBodyOf<'restoreHomepageVersion'>,
    @CurrentPrincipal() admin: Principal,
    @ExpectedRevision() expectedRevision: number | undefined,
  ): Promise<ResponseOf<'restoreHomepageVersion'>> {
    const at = this.clock.now();
    const command = { type: 'RestoreHomepageVersion', data: { version: body.version, by: admin.uid, at: at.toISOString() } } as const;
    await this.commands.decide(homepageDecider, command, { at, expectedRevision });
    return homepageAnswer(this.homepage, HOMEPAGE_MESSAGES.restored);
  }
}
