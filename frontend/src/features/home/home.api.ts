import { CourseSummary } from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

/**
 * Featured items for the home page: the fields the cards use (spec part 2 §3). Courses come from
 * the typed public list; the tool answer is still read defensively until its contract is used here.
 */
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
    featuredTools: async (limit) => toFeaturedTools(await client.request<unknown>('get', '/tools', { query: { limit } })),
  };
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The list in a paged answer: a bare array, or the first array under one of `keys` or `data`. */
function listIn(body: unknown, keys: string[]): unknown[] {
  if (Array.isArray(body)) return body;
  if (!isObject(body)) return [];
  for (const key of [...keys, 'data', 'items']) {
    const value = body[key];
    if (Array.isArray(value)) return value;
    if (isObject(value)) {
      const nested = listIn(value, keys);
      if (nested.length) return nested;
    }
  }
  return [];
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

export function toFeaturedTools(body: unknown): FeaturedTool[] {
  return listIn(body, ['tools']).flatMap((raw): FeaturedTool[] => {
    if (!isObject(raw)) return [];
    const slug = text(raw.slug);
    const name = text(raw.name);
    if (!slug || !name) return [];
    return [
      {
        id: text(raw._id) ?? slug,
        slug,
        name,
        thumbnailUrl: text(raw.thumbnailUrl),
        description: text(raw.shortDescription) ?? text(raw.description),
      },
    ];
  });
}
