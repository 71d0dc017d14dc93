import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CATEGORY_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { ExpectedRevision } from '../../../../platform/http/expected-revision';
import { CategoriesQuery } from '../../read-models/categories/categories.query';
import { categoryAnswer } from '../category-answer';
import { UpdateCategoryCommand } from './update-category.handler';

@Controller()
export class UpdateCategoryController {
  constructor(
    private readonly commands: CommandBus,
    private readonly categories: CategoriesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.updateCategory)
  async update(
    @PathParam('id') id: string,
    @ValidBody() body: ParsedBodyOf<'updateCategory'>,
    @CurrentPrincipal() admin: Principal,
    @ExpectedRevision() expectedRevision: number | undefined,
  ): Promise<ResponseOf<'updateCategory'>> {
    await this.commands.execute(new UpdateCategoryCommand(id, body, admin.uid, this.clock.now(), expectedRevision));
    return categoryAnswer(this.categories, id, CATEGORY_MESSAGES.updated);
  }
}
