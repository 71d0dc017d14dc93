import { CourseSummary, ToolSummary } from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

/** Featured items for the home page: the fields the cards use (spec part 2 §3), from the typed public lists. */
export const FEATURED_COURSES_LIMIT = 30;
export const FEATURED_TOOLS_LIMIT = 3;

export interface FeaturedCourse {
  id: string;
  slug: string;
  title: string;
  shortDescription: string | null;
  thumbnailUrl: string | null;
  instructorName: string | null;
  categoryName: string | null;
  level: 'beginner' | 'intermediate' | 'advanced' | null;
  lessonsCount: number | null;
  rating: number | null;
  reviewsCount: number | null;
  price: number | null;
  originalPrice: number | null;
  currency: string;
}

export interface FeaturedTool {
  id: string;
  slug: string;
  name: string;
  thumbnailUrl: string | null;
  description: string | null;
}

export interface HomeApi {
  /** GET /api/courses?limit=30 */
  featuredCourses(limit: number): Promise<FeaturedCourse[]>;
  /** GET /api/tools?limit=3 */
  featuredTools(limit: number): Promise<FeaturedTool[]>;
}

export function createHomeApi(client: ApiClient): HomeApi {
  return {
    featuredCourses: async (limit) => (await client.call('listCourses', { query: { limit } })).courses.map(toFeaturedCourse),
    featuredTools: async (limit) => (await client.call('listTools', { query: { limit } })).tools.map(toFeaturedTool),
  };
}

/** The public list's card as the home shelf shows it. */
export function toFeaturedCourse(course: CourseSummary): FeaturedCourse {
  return {
    id: course._id,
    slug: course.slug,
    title: course.title,
    shortDescription: course.shortDescription.trim() || null,
    thumbnailUrl: course.courseThumbnail,
    instructorName: course.instructorName,
    categoryName: course.category?.name ?? null,
    level: course.level,
    lessonsCount: course.lessonsCount,
    rating: course.rating,
    reviewsCount: course.reviewsCount,
    price: course.price,
    originalPrice: course.originalPrice,
    currency: course.currency,
  };
}

/** The public list's tool as the home shelf shows it. */
export function toFeaturedTool(tool: ToolSummary): FeaturedTool {
  return { id: tool._id, slug: tool.slug, name: tool.name, thumbnailUrl: tool.thumbnailUrl || null, description: tool.description.trim() || null };
}
