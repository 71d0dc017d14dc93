import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { catalogueCourseRows } from './read-models/course-catalogue/course-catalogue.read-model';
import { toolPlanRows } from './read-models/tool-plans/tool-plans.read-model';
import { publicFileUrl } from './read-models/tools/tools.read-model';

/** A published course as the checkout prices it. */
export interface CourseForSale {
  courseId: string;
  title: string;
  slug: string;
  instructorId: string;
  price: number;
}

/** A plan on sale, of a tool on sale, as the checkout prices it. */
export interface ToolPlanForSale {
  toolPlanId: string;
  toolId: string;
  toolName: string;
  name: string;
  durationDays: number | null;
  price: number;
}

/** A plan on sale with its tool's picture, as a discount form lists it. */
export interface ToolPlanOnSale extends ToolPlanForSale {
  toolThumbnailUrl: string;
}

/** Lists for an admin picking what a discount applies to: far more than any catalogue holds. */
const MAX_LISTED = 5_000;

/**
 * What the catalogue sells and at what price, the query side it exports to commerce: only what is
 * on sale now (published courses, plans on sale of listed tools); anything else is simply absent.
 */
@Injectable()
export class CatalogueForSale {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async courses(courseIds: readonly string[]): Promise<Map<string, CourseForSale>> {
    if (courseIds.length === 0) return new Map();
    const { items } = await catalogueCourseRows(this.store).find({ filter: { id: { $in: [...courseIds] } }, limit: courseIds.length });
    return new Map(items.map(({ id, title, slug, instructorId, price }) => [id, { courseId: id, title, slug, instructorId, price }]));
  }

  async toolPlans(toolPlanIds: readonly string[]): Promise<Map<string, ToolPlanForSale>> {
    if (toolPlanIds.length === 0) return new Map();
    const { items } = await toolPlanRows(this.store).find({
      filter: { id: { $in: [...toolPlanIds] }, onSale: true, toolListed: true },
      limit: toolPlanIds.length,
    });
    return new Map(
      items.map(({ id, toolId, toolName, name, durationDays, price }) => [id, { toolPlanId: id, toolId, toolName, name, durationDays, price }]),
    );
  }

  /** Every published course, by title (Vietnamese order). */
  async publishedCourses(): Promise<CourseForSale[]> {
    const { items } = await catalogueCourseRows(this.store).find({ sort: [{ field: 'publishedAt', direction: 'desc' }], limit: MAX_LISTED });
    return items
      .map(({ id, title, slug, instructorId, price }) => ({ courseId: id, title, slug, instructorId, price }))
      .sort((a, b) => a.title.localeCompare(b.title, 'vi'));
  }

  /** Every plan on sale of a listed tool, by tool name, then as the admin added them. */
  async plansOnSale(): Promise<ToolPlanOnSale[]> {
    const { items } = await toolPlanRows(this.store).find({
      filter: { onSale: true, toolListed: true },
      sort: [
        { field: 'toolName', direction: 'asc' },
        { field: 'addedAt', direction: 'asc' },
      ],
      limit: MAX_LISTED,
    });
    return items.map(({ id, toolId, toolName, toolThumbnailKey, name, durationDays, price }) => ({
      toolPlanId: id,
      toolId,
      toolName,
      toolThumbnailUrl: publicFileUrl(toolThumbnailKey),
      name,
      durationDays,
      price,
    }));
  }
}
