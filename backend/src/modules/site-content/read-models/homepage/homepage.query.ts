import { Inject, Injectable } from '@nestjs/common';
import { AdminHomepage, CourseSummary, FEATURED_COURSES_MAX, HomeCourseCard, HomepageResponse } from '@academy/contracts';
import { FreshReadCache } from '../../../../platform/projections/fresh-read-cache';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { PublishedCourseSummaries } from '../../../catalogue';
import { HomepageHistoryQuery } from '../homepage-history/homepage-history.query';
import { heroContentOf } from './hero-content';
import { AS_BUILT, HOMEPAGE_COLLECTION, HOMEPAGE_ROW_ID, HomepageRow, homepageRows } from './homepage.read-model';

const cardOf = (course: CourseSummary): HomeCourseCard => ({
  _id: course._id,
  slug: course.slug,
  title: course.title,
  shortDescription: course.shortDescription,
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
});

/** The home page's content for visitors and for the editor. */
@Injectable()
export class HomepageQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly cache: FreshReadCache,
    private readonly courses: PublishedCourseSummaries,
    private readonly history: HomepageHistoryQuery,
  ) {}

  private async row(): Promise<HomepageRow> {
    return (await homepageRows(this.store).get(HOMEPAGE_ROW_ID)) ?? AS_BUILT;
  }

  /**
   * The same page for every visitor, served from memory until the content, a course on the shelf,
   * its category, its instructor or its figures change. Chosen courses taken off sale drop out.
   */
  publicPage(): Promise<HomepageResponse> {
    return this.cache.answer([HOMEPAGE_COLLECTION, ...this.courses.collections], 'homepage', async () => {
      const row = await this.row();
      const courses = row.featuredCourseIds ? await this.courses.byIds(row.featuredCourseIds) : await this.courses.newest(FEATURED_COURSES_MAX);
      return { hero: heroContentOf(row.hero), featuredCourses: courses.map(cardOf) };
    });
  }

  async forEditor(): Promise<AdminHomepage> {
    const row = await this.row();
    return {
      hero: heroContentOf(row.hero),
      heroEdited: row.hero !== null,
      featuredCourseIds: row.featuredCourseIds,
      version: row.version,
      revision: row.revision,
      updatedAt: row.updatedAt,
      updatedBy: row.version === 0 ? null : await this.history.editorOf(row.version),
    };
  }
}
