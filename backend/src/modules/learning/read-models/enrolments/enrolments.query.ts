import { Inject, Injectable } from '@nestjs/common';
import type { MyCourse, MyCoursesResponse } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { CourseCard, CourseCards, CourseEnrolments } from '../../../catalogue';
import { EnrolmentRow, enrolmentRowId, enrolmentRows } from './enrolments.read-model';

/** More than anyone buys; the list is not paged (docs/decisions.md, "Learning: enrolments"). */
const MAX_COURSES_LISTED = 1_000;

function myCourseOf(row: EnrolmentRow, card: CourseCard): MyCourse {
  return {
    _id: card.courseId,
    slug: card.slug,
    title: card.title,
    courseThumbnail: card.thumbnailUrl,
    instructorName: card.instructorName,
    instructorAvatarUrl: card.instructorAvatarUrl,
    totalLectures: card.totalLectures,
    // The course player records progress (the learning issue); nothing is completed before it.
    progress: 0,
    enrolledAt: row.enrolledAt,
  };
}

/**
 * Who has which course. Also the catalogue's COURSE_ENROLMENTS port (may this learner play the
 * course's videos), so the catalogue asks without reading learning's data.
 */
@Injectable()
export class EnrolmentsQuery implements CourseEnrolments {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly courseCards: CourseCards,
  ) {}

  private get rows() {
    return enrolmentRows(this.store);
  }

  async isEnrolled(userId: string, courseId: string): Promise<boolean> {
    return (await this.rows.get(enrolmentRowId(userId, courseId))) !== null;
  }

  async hasStudents(courseId: string): Promise<boolean> {
    return (await this.rows.count({ courseId })) > 0;
  }

  enrolment(userId: string, courseId: string): Promise<EnrolmentRow | null> {
    return this.rows.get(enrolmentRowId(userId, courseId));
  }

  /** Newest enrolment first, with each course's card; a course since deleted from the catalogue is left out. */
  async myCourses(userId: string): Promise<MyCoursesResponse> {
    const { items } = await this.rows.find({ filter: { userId }, sort: [{ field: 'enrolledAt', direction: 'desc' }], limit: MAX_COURSES_LISTED });
    const cards = await this.courseCards.byIds(items.map((row) => row.courseId));
    return { courses: items.flatMap((row) => {
      const card = cards.get(row.courseId);
      return card ? [myCourseOf(row, card)] : [];
    }) };
  }
}
