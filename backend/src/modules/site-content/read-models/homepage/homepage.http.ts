import { Controller } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { HomepageQuery } from './homepage.query';

@Controller()
export class HomepageController {
  constructor(private readonly homepage: HomepageQuery) {}

  @ApiEndpoint(endpoints.getHomepage)
  publicPage(): Promise<ResponseOf<'getHomepage'>> {
    return this.homepage.publicPage();
  }

  @ApiEndpoint(endpoints.getAdminHomepage)
  async forEditor(): Promise<ResponseOf<'getAdminHomepage'>> {
    return { homepage: await this.homepage.forEditor() };
  }
}
