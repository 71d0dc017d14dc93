import { Controller, Inject } from '@nestjs/common';
import { CATEGORY_MESSAGES, endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { ExpectedRevision } from '../../../../platform/http/expected-revision';
import { categoryDecider } from '../../domain/category/category.decider';
import { CategoriesQuery } from '../../read-models/categories/categories.query';
import { categoryAnswer } from '../category-answer';

@Controller()
export class ToggleCategoryActiveController {
  constructor(
    private readonly commands: CommandSender,
    private readonly categories: CategoriesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A toggle repeated by a double click would undo itself: the screen sends `If-Match` to prevent that. */
  @ApiEndpoint(endpoints.toggleCategoryActive)
  async toggle(
    @PathParam('id') id: string,
    @CurrentPrincipal() admin: Principal,
    @ExpectedRevision() expectedRevision: number | undefined,
  ): Promise<ResponseOf<'toggleCategoryActive'>> {
    const at = this.clock.now();
    const command = { type: 'ToggleCategoryActive', data: { categoryId: id, changedBy: admin.uid, changedAt: at.toISOString() } } as const;
    const { state } = await this.commands.decide(categoryDecider, command, { at, expectedRevision });
    const shown = state.status === 'live' && state.isActive;
    return categoryAnswer(this.categories, id, shown ? CATEGORY_MESSAGES.activated : CATEGORY_MESSAGES.deactivated);
  }
}
