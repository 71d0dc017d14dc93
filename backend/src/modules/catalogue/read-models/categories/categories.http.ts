import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { CategoriesQuery } from './categories.query';

@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesQuery) {}

  @ApiEndpoint(endpoints.listCategories)
  list(@ValidQuery() query: ParsedQueryOf<'listCategories'>): Promise<ResponseOf<'listCategories'>> {
    return this.categories.list(query);
  }
}
