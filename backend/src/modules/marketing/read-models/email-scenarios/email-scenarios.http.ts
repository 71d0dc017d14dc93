import { Controller } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { EmailScenariosQuery } from './email-scenarios.query';

@Controller()
export class EmailScenariosController {
  constructor(private readonly scenarios: EmailScenariosQuery) {}

  @ApiEndpoint(endpoints.listEmailScenarios)
  list(): Promise<ResponseOf<'listEmailScenarios'>> {
    return this.scenarios.list();
  }
}
