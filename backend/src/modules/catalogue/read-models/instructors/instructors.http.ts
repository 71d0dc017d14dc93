import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { InstructorsQuery } from './instructors.query';

@Controller()
export class InstructorsController {
  constructor(private readonly instructors: InstructorsQuery) {}

  @ApiEndpoint(endpoints.adminListInstructors)
  list(@ValidQuery() query: ParsedQueryOf<'adminListInstructors'>): Promise<ResponseOf<'adminListInstructors'>> {
    return this.instructors.list(query);
  }
}
