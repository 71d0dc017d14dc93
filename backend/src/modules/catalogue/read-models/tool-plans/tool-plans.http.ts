import { Controller } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { ToolPlansQuery } from './tool-plans.query';

@Controller()
export class ToolPlansController {
  constructor(private readonly plans: ToolPlansQuery) {}

  @ApiEndpoint(endpoints.listToolPlans)
  list(): Promise<ResponseOf<'listToolPlans'>> {
    return this.plans.onSale();
  }
}
