import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, HOMEPAGE_MESSAGES, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { ExpectedRevision } from '../../../../platform/http/expected-revision';
import { HomepageQuery } from '../../read-models/homepage/homepage.query';
import { homepageAnswer } from '../homepage-answer';
import { ChooseFeaturedCoursesCommand } from './choose-featured-courses.handler';

@Controller()
export class ChooseFeaturedCoursesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly homepage: HomepageQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.updateHomepageFeaturedCourses)
  async choose(
    @ValidBody() body: ParsedBodyOf<'updateHomepageFeaturedCourses'>,
    @CurrentPrincipal() admin: Principal,
    @ExpectedRevision() expectedRevision: number | undefined,
  ): Promise<ResponseOf<'updateHomepageFeaturedCourses'>> {
    await this.commands.execute(new ChooseFeaturedCoursesCommand(body.courseIds, admin.uid, this.clock.now(), expectedRevision));
    return homepageAnswer(this.homepage, HOMEPAGE_MESSAGES.featuredSaved);
  }
}
