import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, HOMEPAGE_MESSAGES, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { ExpectedRevision } from '../../../../platform/http/expected-revision';
import { UploadedFiles, Uploads } from '../../../../platform/http/uploads';
import { HomepageQuery } from '../../read-models/homepage/homepage.query';
import { homepageAnswer } from '../homepage-answer';
import { EditHomepageHeroCommand } from './edit-homepage-hero.handler';

@Controller()
export class EditHomepageHeroController {
  constructor(
    private readonly commands: CommandBus,
    private readonly homepage: HomepageQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.updateHomepageHero)
  async save(
    @ValidBody() body: ParsedBodyOf<'updateHomepageHero'>,
    @Uploads() uploads: UploadedFiles,
    @CurrentPrincipal() admin: Principal,
    @ExpectedRevision() expectedRevision: number | undefined,
  ): Promise<ResponseOf<'updateHomepageHero'>> {
    await this.commands.execute(new EditHomepageHeroCommand(body, uploads.one('image'), admin.uid, this.clock.now(), expectedRevision));
    return homepageAnswer(this.homepage, HOMEPAGE_MESSAGES.heroSaved);
  }
}
