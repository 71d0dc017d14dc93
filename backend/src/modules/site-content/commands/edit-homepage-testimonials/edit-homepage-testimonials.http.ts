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
import { EditHomepageTestimonialsCommand } from './edit-homepage-testimonials.handler';

@Controller()
export class EditHomepageTestimonialsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly homepage: HomepageQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.updateHomepageTestimonials)
  async save(
    @ValidBody() body: ParsedBodyOf<'updateHomepageTestimonials'>,
    @Uploads() uploads: UploadedFiles,
    @CurrentPrincipal() admin: Principal,
    @ExpectedRevision() expectedRevision: number | undefined,
  ): Promise<ResponseOf<'updateHomepageTestimonials'>> {
    await this.commands.execute(new EditHomepageTestimonialsCommand(body, uploads.indexed('photo'), admin.uid, this.clock.now(), expectedRevision));
    return homepageAnswer(this.homepage, HOMEPAGE_MESSAGES.testimonialsSaved);
  }
}
