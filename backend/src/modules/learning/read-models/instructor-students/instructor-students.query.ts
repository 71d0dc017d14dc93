import { Inject, Injectable } from '@nestjs/common';
import {
  toPagination,
  type CompletionFigures,
  type CompletionStatsResponse,
  type InstructorStudent,
  type InstructorStudentsResponse,
  type ParsedQueryOf,
} from '@academy/contracts';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { Filter } from '../../../../platform/read-store/read-store.port';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { normalizeSearchText } from '../../../../platform/read-store/search-text';
import { CourseCards, InstructorCourse } from '../../../catalogue';
import {
  courseCompletionRows,
  CourseCompletionRow,
  InstructorStudentRow,
  instructorStudentRows,
  StudentPersonRow,
  studentPeopleRows,
} from './instructor-students.read-model';

type StudentsQuery = ParsedQueryOf<'instructorMyStudents'>;

const NEWEST_FIRST = [{ field: 'enrolledAt', direction: 'desc' as const }];
/** People matched by a search, read a page at a time. */
const PEOPLE_PAGE = 500;
/**
 * How deep a search that matched both course titles and learners may page: such a page merges the
 * first `page × limit` rows of each part. Far past what anyone reads; deeper pages come back empty.
 */
const MERGED_ROWS_MAX = 5_000;

const averageOf = (progressSum: number, students: number) => (students === 0 ? 0 : Math.round(progressSum / students));

function figuresOf(rows: ReadonlyArray<Pick<CourseCompletionRow, 'students' | 'started' | 'completed' | 'progressSum'>>): CompletionFigures {
  const sum = (field: 'students' | 'started' | 'completed' | 'progressSum') => rows.reduce((total, row) => total + row[field], 0);
  return { students: sum('students'), started: sum('started'), completed: sum('completed'), averageProgress: averageOf(sum('progressSum'), sum('students')) };
}

/** Newest enrolment first, ties by id: the order the store sorts a single part in. */
const newestFirst = (a: InstructorStudentRow, b: InstructorStudentRow) =>
  a.enrolledAt === b.enrolledAt ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.enrolledAt > b.enrolledAt ? -1 : 1;

/**
 * Reads /instructor/students and the dashboard's completion figures: the caller's own courses only
 * (from the catalogue), learners named from learning's copy of identity's sealed details when read.
 */
@Injectable()
export class InstructorStudentsQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly courseCards: CourseCards,
  ) {}

  async students(instructorId: string, { page, limit, search, courseId }: StudentsQuery): Promise<InstructorStudentsResponse> {
    const courses = await this.courseCards.ofInstructor(instructorId);
    // Another instructor's course is not theirs to ask about: as unknown as a course that does not exist.
    if (courseId !== undefined && !courses.some((course) => course.courseId === courseId)) throw new DomainError('COURSE_NOT_FOUND_BY_ID', 'not_found');
    const scope = courseId === undefined ? courses : courses.filter((course) => course.courseId === courseId);
    const found = await this.find(await this.partsOf(scope, search), page, limit);
    return {
      students: await this.named(found.items, courses),
      courses: courses.map((course) => ({ _id: course.courseId, title: course.title })),
      pagination: toPagination(page, limit, found.totalItems),
    };
  }

  async completion(instructorId: string): Promise<CompletionStatsResponse> {
    const courses = await this.courseCards.ofInstructor(instructorId);
    if (courses.length === 0) return { totals: figuresOf([]), courses: [] };
    const { items } = await courseCompletionRows(this.store).find({ filter: { id: { $in: courses.map((course) => course.courseId) } }, limit: courses.length });
    const byCourse = new Map(items.map((row) => [row.id, row]));
    const perCourse = courses.map((course) => ({ courseId: course.courseId, title: course.title, ...figuresOf(byCourse.has(course.courseId) ? [byCourse.get(course.courseId)!] : []) }));
    return { totals: figuresOf(items), courses: perCourse.sort((a, b) => b.students - a.students) };
  }

  /**
   * The filters whose rows together answer the search, disjoint so their counts add up: every
   * learner of a course whose title matches, and the learners matched by name or email in the
   * other courses. The store has no "or", and the names live in another collection.
   */
  private async partsOf(scope: InstructorCourse[], search: string | undefined): Promise<Filter[]> {
    const enrolledIn = (courses: InstructorCourse[]): Filter => ({ enrolled: true, courseId: { $in: courses.map((course) => course.courseId) } });
    if (scope.length === 0) return [];
    if (search === undefined || normalizeSearchText(search) === '') return [enrolledIn(scope)];
    const needle = normalizeSearchText(search);
    const titled = scope.filter((course) => normalizeSearchText(course.title).includes(needle));
    const others = scope.filter((course) => !titled.includes(course));
    const people = others.length > 0 ? await this.peopleMatching(search) : [];
    return [...(titled.length > 0 ? [enrolledIn(titled)] : []), ...(people.length > 0 ? [{ ...enrolledIn(others), userId: { $in: people } }] : [])];
  }

  /** The learners whose name or email holds the text, accents ignored (the store's own search). */
  private async peopleMatching(text: string): Promise<string[]> {
    const uids: string[] = [];
    for (let page = 1; ; page += 1) {
      const { items } = await studentPeopleRows(this.store).find({
        filter: { shown: true },
        search: { text, fields: ['name', 'email'] },
        sort: [{ field: 'id', direction: 'asc' }],
        page,
        limit: PEOPLE_PAGE,
      });
      uids.push(...items.map((person) => person.id));
      if (items.length < PEOPLE_PAGE) return uids;
    }
  }

  private async find(parts: Filter[], page: number, limit: number): Promise<{ items: InstructorStudentRow[]; totalItems: number }> {
    const rows = instructorStudentRows(this.store);
    if (parts.length === 0) return { items: [], totalItems: 0 };
    if (parts.length === 1) return rows.find({ filter: parts[0], sort: NEWEST_FIRST, page, limit });
    // Two disjoint parts: the page is the merge of the first page × limit rows of each.
    const depth = Math.min(page * limit, MERGED_ROWS_MAX);
    const found = await Promise.all(parts.map((filter) => rows.find({ filter, sort: NEWEST_FIRST, page: 1, limit: depth })));
    const merged = found.flatMap((part) => part.items).sort(newestFirst);
    return { items: merged.slice((page - 1) * limit, page * limit), totalItems: found.reduce((total, part) => total + part.totalItems, 0) };
  }

  private async named(rows: InstructorStudentRow[], courses: InstructorCourse[]): Promise<InstructorStudent[]> {
    const uids = [...new Set(rows.map((row) => row.userId))];
    const people = uids.length === 0 ? [] : (await studentPeopleRows(this.store).find({ filter: { id: { $in: uids } }, limit: uids.length })).items;
    const personOf = new Map<string, StudentPersonRow>(people.map((person) => [person.id, person]));
    const courseOf = new Map(courses.map((course) => [course.courseId, course]));
    return rows.map((row) => {
      const person = personOf.get(row.userId);
      const course = courseOf.get(row.courseId);
      return {
        _id: row.id,
        student: { _id: row.userId, name: person?.name ?? null, email: person?.email ?? null, avatarUrl: person?.avatarUrl ?? null },
        course: { _id: row.courseId, title: course?.title ?? '' },
        enrolledAt: row.enrolledAt,
        progress: row.progress,
        completedLectures: row.completedLectures,
        // Before any lecture is done the row knows no count: the course's own, as it stands now.
        totalLectures: row.completedLectures > 0 ? row.totalLectures : (course?.totalLectures ?? 0),
        completedAt: row.completedAt,
        lastActivityAt: row.lastActivityAt,
      };
    });
  }
}
