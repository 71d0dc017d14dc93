import { Injectable } from '@nestjs/common';
import type { DiscountCourseOptionsResponse, DiscountToolPlanOptionsResponse } from '@academy/contracts';
import { CatalogueForSale } from '../../../catalogue';

/**
 * What a discount can apply to: the catalogue's published courses and plans on sale, read through
 * the query side the catalogue exports (commerce never reads the catalogue's collections).
 */
@Injectable()
export class DiscountTargetsQuery {
  constructor(private readonly catalogue: CatalogueForSale) {}

  async courses(): Promise<DiscountCourseOptionsResponse> {
    const courses = await this.catalogue.publishedCourses();
    return { courses: courses.map(({ courseId, title, price }) => ({ _id: courseId, title, price })) };
  }

  async toolPlans(): Promise<DiscountToolPlanOptionsResponse> {
    const plans = await this.catalogue.plansOnSale();
    return {
      plans: plans.map(({ toolPlanId, name, price, durationDays, toolId, toolName, toolThumbnailUrl }) => ({
        _id: toolPlanId,
        name,
        price,
        durationDays,
        toolId: { _id: toolId, name: toolName, thumbnailUrl: toolThumbnailUrl },
      })),
    };
  }
}
