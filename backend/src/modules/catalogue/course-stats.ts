/** What a course card says about the people who took the course: how many have it now and how they rated it. */
export interface CourseStat {
  enrolledStudents: number;
  /** The average of the visible reviews, one decimal; null while there are none. */
  rating: number | null;
  reviewsCount: number;
}

/**
 * The figures the course cards and pages show beside the catalogue's own data. The learning module
 * answers (enrolments and reviews are its facts); the catalogue only defines the question, so it
 * never reads learning's data and never imports it.
 */
export interface CourseStats {
  /**
   * The read-model collections the answers come from. A cached page that shows these figures names
   * them among the collections it reads, so the cache moves when an enrolment or a review lands.
   */
  readonly collections: readonly string[];
  /** Figures per course id; a course nobody took or rated yet is simply absent. */
  of(courseIds: readonly string[]): Promise<ReadonlyMap<string, CourseStat>>;
}

export const COURSE_STATS = Symbol('COURSE_STATS');

export const NO_COURSE_STATS: CourseStat = { enrolledStudents: 0, rating: null, reviewsCount: 0 };

/** The courses with their current figures laid over the catalogue's placeholders (one look-up per page). */
export async function withCourseStats<T extends { _id: string } & CourseStat>(stats: CourseStats, courses: T[]): Promise<T[]> {
  if (courses.length === 0) return courses;
  const found = await stats.of(courses.map((course) => course._id));
  return courses.map((course) => ({ ...course, ...(found.get(course._id) ?? NO_COURSE_STATS) }));
}
