import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CATEGORY_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { NewIdFromIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { CategoriesQuery } from '../../read-models/categories/categories.query';
import { categoryAnswer } from '../category-answer';
import { CreateCategoryCommand } from './create-category.handler';

@Controller()
export class CreateCategoryController {
  constructor(
    private readonly commands: CommandBus,
    private readonly categories: CategoriesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.createCategory)
  @HttpCode(201)
  async create(
    @ValidBody() body: ParsedBodyOf<'createCategory'>,
    @CurrentPrincipal() admin: Principal,
    @NewIdFromIdempotencyKey('category') id: string,
  ): Promise<ResponseOf<'createCategory'>> {
    await this.commands.execute(new CreateCategoryCommand(id, body, admin.uid, this.clock.now()));
    return categoryAnswer(this.categories, id, CATEGORY_MESSAGES.created);
  }
}
