import { ERROR_MESSAGES, type CompletionStatsResponse, type InstructorStudentsResponse } from '@academy/contracts';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { UserAccountRegistrar } from '../src/modules/identity';
import { CourseAccessTokens } from '../src/modules/learning/face/course-access-token';
import { mediaLibraryRows } from '../src/modules/catalogue/read-models/media-library/media-library.read-model';
import { READ_STORE, ReadStore } from '../src/platform/read-store/read-store.port';
import { TestClock } from '../src/platform/testing/test-clock';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import { createEmulatorUser, type EmulatorUser } from './support/auth-emulator';
import { eventually } from './support/eventually';
import { courseItem, orderCommands } from './support/orders';

interface Course {
  courseId: string;
  title: string;
  lectureIds: string[];
}

describe('the instructor’s students over HTTP (GET /instructor/my-students, /instructor/me/completion-stats)', () => {
  const START = '2026-12-01T09:00:00.000Z';
  const clock = new TestClock(START);
  const suite = apiSuite({ FILES_DIR: mkdtempSync(join(tmpdir(), 'academy-students-files-')) }, { clock });
  let teacher: EmulatorUser;
  let otherTeacher: EmulatorUser;
  let excel: Course;
  let ads: Course;
  let theirs: Course;

  const as = (user: EmulatorUser) => ({ token: user.idToken });

  /** A learner registered with their own name, as the sign-up form records it. */
  async function learnerNamed(name: string, avatarUrl: string | null = null): Promise<EmulatorUser> {
    const user = await createEmulatorUser('student');
    await suite.app.app.get(UserAccountRegistrar).register({
      uid: user.uid,
      role: 'student',
      personal: { name, email: user.email, phoneNumber: '', age: null, avatarUrl },
      emailVerified: true,
      source: 'seed',
      registeredBy: null,
      registeredAt: clock.now(),
    });
    return user;
  }

  /** A published course of `lectures` lectures, through the catalogue's API (approved by the admin). */
  async function courseOf(instructor: EmulatorUser, title: string, lectures: number): Promise<Course> {
    const mediaId = `media-${instructor.uid.slice(0, 8)}-${title.length}-${lectures}`.replace(/[^\w-]/g, '');
    const video = { title: 'Video', originalName: 'video.mp4', contentType: 'video/mp4', size: 1000, durationSeconds: 600, createdAt: clock.now().toISOString() };
    await mediaLibraryRows(suite.app.app.get<ReadStore>(READ_STORE)).upsert({ id: mediaId, ownerId: instructor.uid, fileKey: `private/media/${instructor.uid}/${mediaId}.mp4`, ...video });
    const body = {
      title,
      shortDescription: 'Học thực chiến.',
      description: 'Khóa học thử cho danh sách học viên.',
      level: 'beginner',
      price: 300_000,
      originalPrice: null,
      sections: [{ title: 'Bắt đầu', lectures: Array.from({ length: lectures }, (_, i) => ({ title: `Bài ${i + 1}`, mediaId, durationSeconds: 600, isFreePreview: false })) }],
    };
    const created = await suite.api('POST', '/courses', { ...as(instructor), body });
    expect(created.status).toBe(201);
    const courseId: string = created.body.course._id;
    await suite.api('PATCH', `/instructor/me/courses/${courseId}/toggle-publish`, as(instructor));
    expect((await suite.api('POST', '/admin/courses/review', { ...as(suite.admin), body: { courseId, action: 'approve', reason: '' } })).status).toBe(200);
    const editable = await suite.api('GET', `/instructor/me/courses/${courseId}`, as(instructor));
    const lectureIds = (editable.body.course.sections as Array<{ lectures: Array<{ lectureId: string }> }>).flatMap((section) => section.lectures.map((lecture) => lecture.lectureId));
    return { courseId, title: created.body.course.title, lectureIds };
  }

  const grant = async (learner: EmulatorUser, course: Course) => {
    expect((await suite.api('POST', '/admin/enrollments', { ...as(suite.admin), body: { userId: learner.uid, courseId: course.courseId } })).status).toBe(200);
  };

  /** Marks lectures complete in the player; the learner holds a course access token as a face verification gives it. */
  async function complete(learner: EmulatorUser, course: Course, lectureIds: string[]) {
    const { accessToken } = suite.app.app.get(CourseAccessTokens).issue(learner.uid, course.courseId, clock.now());
    for (const lectureId of lectureIds) {
      const marked = await suite.api('POST', '/learn/progress/update', { ...as(learner), body: { courseId: course.courseId, lectureId }, headers: { 'x-course-access-token': accessToken } });
      expect(marked.status).toBe(200);
    }
  }

  const students = async (query = '', user = teacher): Promise<InstructorStudentsResponse> => {
    const response = await suite.api('GET', `/instructor/my-students${query}`, as(user));
    expect(response.status).toBe(200);
    return response.body;
  };
  const completion = async (user = teacher): Promise<CompletionStatsResponse> => (await suite.api('GET', '/instructor/me/completion-stats', as(user))).body;
  const names = (page: InstructorStudentsResponse) => page.students.map((row) => `${row.student.name} | ${row.course.title}`);

  beforeAll(async () => {
    [teacher, otherTeacher] = await Promise.all([signedInUser(suite.app, 'instructor'), signedInUser(suite.app, 'instructor')]);
    excel = await courseOf(teacher, 'Excel thực chiến cho kế toán', 4);
    // The course filter lists courses in the order they were created: the test clock must move between them.
    clock.advance(60_000);
    ads = await courseOf(teacher, 'Quảng cáo Facebook từ số 0', 2);
    theirs = await courseOf(otherTeacher, 'Nhiếp ảnh điện thoại', 1);
    clock.set(START);
  }, 60_000);

  it('needs a signed-in course author: 401 without a token, 403 for a student, 400 for a bad query', async () => {
    for (const path of ['/instructor/my-students', '/instructor/me/completion-stats']) {
      expect((await suite.api('GET', path)).status).toBe(401);
      expect(await suite.api('GET', path, as(suite.student))).toMatchObject({ status: 403, body: { code: 'STUDENTS_INSTRUCTORS_ONLY', message: ERROR_MESSAGES.STUDENTS_INSTRUCTORS_ONLY } });
    }
    for (const query of ['?page=0', '?limit=1000', '?courseId=../x', `?search=${'x'.repeat(101)}`]) {
      expect(await suite.api('GET', `/instructor/my-students${query}`, as(teacher))).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    }
  });

  it('lists only the caller’s own students, newest enrolment first, named, with the course and its progress; another instructor’s course is a 404', async () => {
    const lan = await learnerNamed('Trần Thị Lan', 'https://cdn.example.vn/lan.png');
    const minh = await learnerNamed('Lê Văn Minh');
    await grant(lan, excel);
    clock.advance(60_000);
    await grant(minh, excel);
    clock.advance(60_000);
    await grant(minh, theirs);

    const page = await students(`?courseId=${excel.courseId}`);
    expect(page.students).toEqual([
      {
        _id: `${minh.uid}~${excel.courseId}`,
        student: { _id: minh.uid, name: 'Lê Văn Minh', email: minh.email, avatarUrl: null },
        course: { _id: excel.courseId, title: excel.title },
        enrolledAt: '2026-12-01T09:01:00.000Z',
        progress: 0,
        completedLectures: 0,
        totalLectures: 4,
        completedAt: null,
        lastActivityAt: '2026-12-01T09:01:00.000Z',
      },
      expect.objectContaining({ student: { _id: lan.uid, name: 'Trần Thị Lan', email: lan.email, avatarUrl: 'https://cdn.example.vn/lan.png' }, enrolledAt: '2026-12-01T09:00:00.000Z' }),
    ]);
    expect(page.courses).toEqual([
      { _id: excel.courseId, title: excel.title },
      { _id: ads.courseId, title: ads.title },
    ]);
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 2, limit: 10 });
    // Minh's other course is another instructor's: not in this list, and not askable.
    expect((await students()).students.every((row) => row.course._id !== theirs.courseId)).toBe(true);
    expect(await suite.api('GET', `/instructor/my-students?courseId=${theirs.courseId}`, as(teacher))).toMatchObject({
      status: 404,
      body: { code: 'COURSE_NOT_FOUND_BY_ID', message: ERROR_MESSAGES.COURSE_NOT_FOUND_BY_ID },
    });
    expect(await suite.api('GET', '/instructor/my-students?courseId=no-such-course', as(teacher))).toMatchObject({ status: 404 });
    expect(names(await students('', otherTeacher))).toEqual([`Lê Văn Minh | ${theirs.title}`]);
  });

  it('shows the progress the learner made in the player, the completion once every lecture is done, and the dashboard’s figures', async () => {
    const hoa = await learnerNamed('Phạm Thu Hoa');
    await grant(hoa, ads);
    clock.advance(60 * 60_000);
    await complete(hoa, ads, [ads.lectureIds[0]]);
    const row = async () => (await students(`?courseId=${ads.courseId}`)).students.find((r) => r.student._id === hoa.uid);
    expect(await row()).toMatchObject({ progress: 50, completedLectures: 1, totalLectures: 2, completedAt: null, lastActivityAt: clock.now().toISOString() });
    const before = await completion();
    expect(before.courses.find((course) => course.courseId === ads.courseId)).toEqual({ courseId: ads.courseId, title: ads.title, students: 1, started: 1, completed: 0, averageProgress: 50 });

    clock.advance(60_000);
    // The same lecture again counts once.
    await complete(hoa, ads, [ads.lectureIds[0], ads.lectureIds[1]]);
    expect(await row()).toMatchObject({ progress: 100, completedLectures: 2, completedAt: clock.now().toISOString() });
    expect((await completion()).courses.find((course) => course.courseId === ads.courseId)).toMatchObject({ students: 1, started: 1, completed: 1, averageProgress: 100 });
  });

  it('adds up the completion figures over the caller’s courses, most students first, and shows zeros to an instructor with none', async () => {
    const stats = await completion();
    const total = stats.courses.reduce((sum, course) => sum + course.students, 0);
    expect(stats.totals.students).toBe(total);
    expect(stats.courses.map((course) => course.courseId)).toEqual([excel.courseId, ads.courseId]);
    const fresh = await signedInUser(suite.app, 'instructor');
    expect(await completion(fresh)).toEqual({ totals: { students: 0, started: 0, completed: 0, averageProgress: 0 }, courses: [] });
    expect(await students('', fresh)).toEqual({ students: [], courses: [], pagination: { currentPage: 1, totalPages: 0, totalItems: 0, limit: 10 } });
  });

  it('searches by learner name or email (accents ignored) or by course title, and pages the result', async () => {
    const quang = await learnerNamed('Đặng Quang Vinh');
    await grant(quang, excel);
    expect(names(await students('?search=dang quang'))).toEqual([`Đặng Quang Vinh | ${excel.title}`]);
    expect(names(await students(`?search=${encodeURIComponent(quang.email.toUpperCase())}`))).toEqual([`Đặng Quang Vinh | ${excel.title}`]);
    // A course title finds all its learners, together with learners of other courses matched by name.
    const byTitle = await students('?search=quang cao facebook');
    expect(names(byTitle)).toEqual([`Phạm Thu Hoa | ${ads.title}`]);
    const both = await students('?search=quang');
    expect(names(both)).toEqual([`Đặng Quang Vinh | ${excel.title}`, `Phạm Thu Hoa | ${ads.title}`]);
    expect(both.pagination.totalItems).toBe(2);
    // Nobody of another instructor's courses is ever found.
    expect((await students('?search=Minh')).students.map((r) => r.course._id)).toEqual([excel.courseId]);
    expect((await students('?search=khong-co-ai')).students).toEqual([]);

    const all = await students('?limit=2');
    expect(all.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 4, limit: 2 });
    const second = await students('?limit=2&page=2');
    expect([...all.students, ...second.students].map((r) => r._id)).toEqual((await students()).students.map((r) => r._id));
    // The merged search pages the same way.
    const [first, next] = [await students('?search=quang&limit=1'), await students('?search=quang&limit=1&page=2')];
    expect([...names(first), ...names(next)]).toEqual(names(both));
  });

  it('takes a learner out of the list once the order that gave the course is refunded', async () => {
    const refunded = await learnerNamed('Vũ Hoàn Tiền');
    const orders = orderCommands(suite.app);
    const placed = await orders.place(refunded.uid, [{ ...courseItem(teacher.uid, 300_000, excel.title), courseId: excel.courseId }]);
    await orders.pay(placed.orderId, placed.totalAmount);
    await eventually(async () => expect(names(await students('?search=hoan tien'))).toEqual([`Vũ Hoàn Tiền | ${excel.title}`]));
    const studentsBefore = (await completion()).totals.students;

    expect((await suite.api('POST', `/admin/orders/${placed.orderId}/refund`, { ...as(suite.admin), body: { reason: 'Khách đổi ý' } })).status).toBe(201);
    await eventually(async () => expect((await students('?search=hoan tien')).students).toEqual([]));
    expect((await completion()).totals.students).toBe(studentsBefore - 1);
  });
});
