import { Inject, Injectable } from '@nestjs/common';
import { AdminHomepage, CourseSummary, FEATURED_COURSES_MAX, HomeCourseCard, HomepageResponse } from '@academy/contracts';
import { FreshReadCache } from '../../../../platform/projections/fresh-read-cache';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { PublishedCourseSummaries } from '../../../catalogue';
import { HomepageHistoryQuery } from '../homepage-history/homepage-history.query';
import { heroContentOf, instructorsOf, testimonialsOf } from './hero-content';
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
      return {
        hero: heroContentOf(row.hero),
        featuredCourses: courses.map(cardOf),
        testimonials: testimonialsOf(row.testimonials),
        instructors: instructorsOf(row.instructors),
        publishedCoursesCount: await this.courses.count(),
      };
    });
  }

  async forEditor(): Promise<AdminHomepage> {
    const row = await this.row();
    return {
      hero: heroContentOf(row.hero),
      heroEdited: row.hero !== null,
      featuredCourseIds: row.featuredCourseIds,
      testimonials: testimonialsOf(row.testimonials),
      instructors: instructorsOf(row.instructors),
      version: row.version,
      revision: row.revision,
      updatedAt: row.updatedAt,
      updatedBy: row.version === 0 ? null : await this.history.editorOf(row.version),
    };
  }
}

/** The pictures the home page shows now (hero, testimonials, instructors), for the storage browser. */
export async function homepagePictures(store: ReadStore): Promise<Array<{ key: string; title: string }>> {
  const row = await homepageRows(store).get(HOMEPAGE_ROW_ID);
  if (!row) return [];
  const pictures = row.hero?.imageKey ? [{ key: row.hero.imageKey, title: 'Ảnh phần Hero' }] : [];
  for (const person of row.testimonials ?? []) if (person.photoKey) pictures.push({ key: person.photoKey, title: `Cảm nhận học viên: ${person.name}` });
  for (const person of row.instructors ?? []) if (person.photoKey) pictures.push({ key: person.photoKey, title: `Giảng viên: ${person.name}` });
  return pictures;
}
