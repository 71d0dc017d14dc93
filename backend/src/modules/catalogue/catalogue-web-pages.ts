import { Inject, Injectable } from '@nestjs/common';
import { COURSES_PAGE_SIZE, type CourseDetail, type ToolSummary } from '@academy/contracts';
import type { PageMeta, SitemapEntry, WebPages } from '../../platform/http/page-meta';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { isSlug } from './domain/slug';
import { CourseCatalogueQuery } from './read-models/course-catalogue/course-catalogue.query';
import { catalogueCourseRows } from './read-models/course-catalogue/course-catalogue.read-model';
import { CoursePagesQuery } from './read-models/course-pages/course-pages.query';
import { toolRows } from './read-models/tools/tools.read-model';
import { ToolsQuery } from './read-models/tools/tools.query';

const SITE_NAME = 'Học viện Marketing Thực Chiến';
/** The public pages that are always there, before the courses and tools. */
const STATIC_PATHS = ['/', '/courses', '/tools', '/affiliate-landing', '/study-tips', '/support', '/becomeInstructor'];
/** Rows read per query while listing every course and tool for the sitemap. */
const SITEMAP_BATCH = 500;
/** A sitemap file holds at most 50,000 URLs (sitemaps.org). */
const SITEMAP_MAX = 50_000;

const COURSE_PAGE = /^\/(?:courses|demodetail)\/([^/]+)\/?$/;
const COURSE_LIST = /^\/courses\/?$/;
/** The course list's first page as the web app asks for it, so both share one cached answer. */
const FIRST_LIST_PAGE = { page: 1, limit: COURSES_PAGE_SIZE };
const TOOL_PAGE = /^\/tools\/([^/]+)\/?$/;

/** Course and tool pages as shared links show them, and every public page for the sitemap. */
@Injectable()
export class CatalogueWebPages implements WebPages {
  constructor(
    private readonly courseList: CourseCatalogueQuery,
    private readonly coursePages: CoursePagesQuery,
    private readonly tools: ToolsQuery,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async metaFor(path: string): Promise<PageMeta | null> {
    const course = slugIn(COURSE_PAGE, path);
    if (course) return courseMeta(await this.coursePages.bySlug(course));
    const tool = slugIn(TOOL_PAGE, path);
    if (tool) return toolMeta(await this.tools.bySlug(tool));
    return null;
  }

  /** The course list's first card's picture: the largest thing a phone shows first there. */
  async leadImageFor(path: string): Promise<string | null> {
    if (!COURSE_LIST.test(path)) return null;
    const { courses } = await this.courseList.list(FIRST_LIST_PAGE);
    return courses[0]?.courseThumbnail ?? null;
  }

  async sitemap(): Promise<SitemapEntry[]> {
    const courses = await this.allRows((page) => catalogueCourseRows(this.store).find({ sort: [{ field: 'publishedAt', direction: 'desc' }], page, limit: SITEMAP_BATCH }));
    const tools = await this.allRows((page) => toolRows(this.store).find({ filter: { status: 'listed' }, page, limit: SITEMAP_BATCH }));
    return [
      ...STATIC_PATHS.map((path) => ({ path, lastModified: null })),
      ...courses.map((row) => ({ path: `/courses/${row.slug}`, lastModified: row.publishedAt })),
      ...tools.map((row) => ({ path: `/tools/${row.slug}`, lastModified: row.updatedAt })),
    ].slice(0, SITEMAP_MAX);
  }

  private async allRows<T>(pageOf: (page: number) => Promise<{ items: T[]; totalItems: number }>): Promise<T[]> {
    const rows: T[] = [];
    for (let page = 1; rows.length < SITEMAP_MAX; page += 1) {
      const { items, totalItems } = await pageOf(page);
      rows.push(...items);
      if (items.length === 0 || rows.length >= totalItems) break;
    }
    return rows;
  }
}

function slugIn(pattern: RegExp, path: string): string | null {
  const [, segment] = pattern.exec(path) ?? [];
  return segment !== undefined && isSlug(segment) ? segment : null;
}

function courseMeta(course: CourseDetail | null): PageMeta | null {
  if (!course) return null;
  const description = course.seo.description || course.shortDescription;
  return {
    title: `${course.seo.title || course.title} | ${SITE_NAME}`,
    description,
    imageUrl: course.seoThumbnail ?? course.courseThumbnail,
    path: `/courses/${course.slug}`,
    type: 'product',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: course.title,
      description,
      inLanguage: 'vi',
      provider: { '@type': 'Organization', name: SITE_NAME },
      ...(course.instructorName ? { instructor: { '@type': 'Person', name: course.instructorName } } : {}),
      offers: { '@type': 'Offer', price: course.price, priceCurrency: course.currency, category: course.price === 0 ? 'Free' : 'Paid' },
    },
  };
}

function toolMeta(tool: ToolSummary | null): PageMeta | null {
  if (!tool) return null;
  return {
    title: `${tool.name} | ${SITE_NAME}`,
    description: tool.description.slice(0, 300),
    imageUrl: tool.thumbnailUrl,
    path: `/tools/${tool.slug}`,
    type: 'product',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: tool.name,
      description: tool.description.slice(0, 300),
      ...(tool.lowestPrice === null ? {} : { offers: { '@type': 'AggregateOffer', lowPrice: tool.lowestPrice, priceCurrency: 'VND', offerCount: tool.plans.length } }),
    },
  };
}
