import { ApiClient } from '../../platform/api-client';

/**
 * Featured items for the home page. The course and tool catalogues have no contract yet, so the
 * shapes below are the fields the cards use (spec part 2 §3) and the answers are read defensively;
 * once the catalogue endpoints are in @academy/contracts, swap `client.request` for `client.call`.
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
    featuredCourses: async (limit) => toFeaturedCourses(await client.request<unknown>('get', '/courses', { query: { limit } })),
    featuredTools: async (limit) => toFeaturedTools(await client.request<unknown>('get', '/tools', { query: { limit } })),
  };
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

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

const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

export function toFeaturedCourses(body: unknown): FeaturedCourse[] {
  return listIn(body, ['courses']).flatMap((raw): FeaturedCourse[] => {
    if (!isObject(raw)) return [];
    const slug = text(raw.slug);
    const title = text(raw.title);
    if (!slug || !title) return [];
    const level = LEVELS.find((l) => l === raw.level) ?? null;
    return [
      {
        id: text(raw._id) ?? slug,
        slug,
        title,
        shortDescription: text(raw.shortDescription),
        thumbnailUrl: text(raw.courseThumbnail) ?? text(raw.thumbnailUrl),
        instructorName: text(raw.instructorName),
        categoryName: isObject(raw.category) ? text(raw.category.name) : null,
        level,
        lessonsCount: count(raw.lessonsCount) ?? count(raw.totalLectures),
        rating: count(raw.rating),
        reviewsCount: count(raw.reviewsCount),
        price: count(raw.price),
        originalPrice: count(raw.originalPrice),
        currency: text(raw.currency) ?? 'VND',
      },
    ];
  });
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
