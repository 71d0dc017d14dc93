import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { ContactSubmissionsQuery } from './contact-submissions.query';

@Controller()
export class ContactSubmissionsController {
  constructor(private readonly submissions: ContactSubmissionsQuery) {}

  @ApiEndpoint(endpoints.listContactSubmissions)
  list(@ValidQuery() query: ParsedQueryOf<'listContactSubmissions'>): Promise<ResponseOf<'listContactSubmissions'>> {
    return this.submissions.list(query);
  }
}
