import { Controller } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { EmailTemplatesQuery } from './email-templates.query';

@Controller()
export class EmailTemplatesController {
  constructor(private readonly templates: EmailTemplatesQuery) {}

  @ApiEndpoint(endpoints.listEmailTemplates)
  list(): Promise<ResponseOf<'listEmailTemplates'>> {
    return this.templates.list();
  }
}
