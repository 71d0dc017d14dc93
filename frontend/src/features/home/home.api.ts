import type { HeroContent, HomeCourseCard, HomeInstructor, Testimonial, ToolSummary } from '@academy/contracts';
import { ApiClient } from '../../platform/api-client';

/** Featured items for the home page: the fields the cards use (spec part 2 §3), from the typed public answers. */
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

/** The people the home page presents (the editor's testimonials and instructors) and the real course count. */
export interface HomePeople {
  testimonials: Testimonial[];
  instructors: HomeInstructor[];
  /** Courses on sale now; null when unknown (the count is then not shown). */
  publishedCoursesCount: number | null;
}

/** What the homepage editor decides: the hero, the featured courses (chosen, or the newest), the people. */
export interface HomepageContent extends HomePeople {
  hero: HeroContent;
  courses: FeaturedCourse[];
}

export interface HomeApi {
  /** GET /api/homepage */
  homepage(): Promise<HomepageContent>;
  /** GET /api/tools?limit=3 */
  featuredTools(limit: number): Promise<FeaturedTool[]>;
}

export function createHomeApi(client: ApiClient): HomeApi {
  return {
    homepage: async () => {
      const { hero, featuredCourses, testimonials, instructors, publishedCoursesCount } = await client.call('getHomepage');
      return { hero, courses: featuredCourses.map(toFeaturedCourse), testimonials, instructors, publishedCoursesCount };
    },
    featuredTools: async (limit) => (await client.call('listTools', { query: { limit } })).tools.map(toFeaturedTool),
  };
}

/** The home page's card as the shelf shows it. */
export function toFeaturedCourse(course: HomeCourseCard): FeaturedCourse {
  return {
    id: course._id,
    slug: course.slug,
    title: course.title,
    shortDescription: course.shortDescription.trim() || null,
    thumbnailUrl: course.thumbnailUrl,
    instructorName: course.instructorName,
    categoryName: course.categoryName,
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
