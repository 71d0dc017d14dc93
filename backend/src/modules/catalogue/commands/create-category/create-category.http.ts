import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CATEGORY_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { createHash, randomUUID } from 'crypto';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { ScopedIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { CategoriesQuery } from '../../read-models/categories/categories.query';
import { categoryAnswer } from '../category-answer';
import { CreateCategoryCommand } from './create-category.handler';

/**
 * A retry with the same `Idempotency-Key` names the same category, so one that crashed between
 * claiming the slug and recording the category finishes the job instead of finding its name taken.
 */
const categoryIdFor = (scopedIdempotencyKey: string | undefined) =>
  scopedIdempotencyKey ? createHash('sha256').update(`category:${scopedIdempotencyKey}`).digest('hex').slice(0, 32) : randomUUID();

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
    @ScopedIdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<ResponseOf<'createCategory'>> {
    const id = categoryIdFor(idempotencyKey);
    await this.commands.execute(new CreateCategoryCommand(id, body, admin.uid, this.clock.now()));
    return categoryAnswer(this.categories, id, CATEGORY_MESSAGES.created);
  }
}
