import { Inject, Injectable } from '@nestjs/common';
import type { CourseDetail } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { CourseLabels, summaryOf } from '../course-views';
import { coursePageRows } from './course-pages.read-model';

/** A published course's page by its slug. */
@Injectable()
export class CoursePagesQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly labels: CourseLabels,
  ) {}

  async bySlug(slug: string): Promise<CourseDetail | null> {
    const row = (await coursePageRows(this.store).find({ filter: { slug }, limit: 1 })).items[0];
    if (!row) return null;
    const { description, seo, curriculum } = row;
    return {
      ...summaryOf(row, await this.labels.of([row])),
      description,
      seo,
      seoThumbnail: seo.thumbnailUrl,
      curriculum,
      // Learning answers these for a signed-in student once it exists; the page is public meanwhile.
      isEnrolled: false,
      enrollmentDetails: null,
    };
  }
}
