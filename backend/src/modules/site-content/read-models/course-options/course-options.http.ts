import { Controller } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { CatalogueForSale } from '../../../catalogue';

/** What the editor can feature: every course on sale now, by title. The catalogue answers. */
@Controller()
export class HomepageCourseOptionsController {
  constructor(private readonly catalogue: CatalogueForSale) {}

  @ApiEndpoint(endpoints.listHomepageCourseOptions)
  async list(): Promise<ResponseOf<'listHomepageCourseOptions'>> {
    const courses = await this.catalogue.publishedCourses();
    return { courses: courses.map(({ courseId, title, slug, price }) => ({ _id: courseId, title, slug, price })) };
  }
}
