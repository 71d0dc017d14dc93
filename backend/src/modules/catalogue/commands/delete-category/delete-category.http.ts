import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CATEGORY_MESSAGES, endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { DeleteCategoryCommand } from './delete-category.handler';

@Controller()
export class DeleteCategoryController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.deleteCategory)
  async delete(@PathParam('id') id: string, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'deleteCategory'>> {
    await this.commands.execute(new DeleteCategoryCommand(id, admin.uid, this.clock.now()));
    return { message: CATEGORY_MESSAGES.deleted, _id: id };
  }
}
