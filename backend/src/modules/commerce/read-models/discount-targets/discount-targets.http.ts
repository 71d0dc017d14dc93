import { Controller } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { DiscountTargetsQuery } from './discount-targets.query';

/** The discount form's scope lists (spec part 1 section 7: /admin/discounts/list-courses and /list-tool-plans). */
@Controller()
export class DiscountTargetsController {
  constructor(private readonly targets: DiscountTargetsQuery) {}

  @ApiEndpoint(endpoints.listDiscountCourses)
  courses(): Promise<ResponseOf<'listDiscountCourses'>> {
    return this.targets.courses();
  }

  @ApiEndpoint(endpoints.listDiscountToolPlans)
  toolPlans(): Promise<ResponseOf<'listDiscountToolPlans'>> {
    return this.targets.toolPlans();
  }
}
