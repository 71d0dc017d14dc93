import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { CourseCatalogueQuery } from './course-catalogue.query';

@Controller()
export class CourseCatalogueController {
  constructor(private readonly catalogue: CourseCatalogueQuery) {}

  @ApiEndpoint(endpoints.listCourses)
  list(@ValidQuery() query: ParsedQueryOf<'listCourses'>): Promise<ResponseOf<'listCourses'>> {
    return this.catalogue.list(query);
  }
}
