import { ERROR_MESSAGES, LEARNING_MESSAGES, MyCourse, Order, ToolLicence } from '@academy/contracts';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { EVENT_STORE, EventStore } from '../src/platform/event-store/event-store.port';
import { TestClock } from '../src/platform/testing/test-clock';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';
import { eventually } from './support/eventually';
import { publishedCourse, toolPlanOnSale } from './support/on-sale';
import { reportTransfer, sepayNotification } from './support/sepay';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('enrolments and tool licences over HTTP', () => {
  const clock = new TestClock('2026-12-01T09:00:00.000Z');
  const suite = apiSuite({ FILES_DIR: mkdtempSync(join(tmpdir(), 'academy-enrolment-files-')) }, { clock });
  let instructor: EmulatorUser;
  let excel: { courseId: string; slug: string; title: string };
  let ads: { courseId: string; slug: string; title: string };
  let canva: { toolId: string; toolPlanId: string; name: string };

  beforeAll(async () => {
    instructor = await signedInUser(suite.app, 'instructor');
    [excel, ads] = await Promise.all([publishedCourse(suite, instructor, 'Excel thực chiến', 499_000), publishedCourse(suite, instructor, 'Quảng cáo Facebook', 1_990_000)]);
    canva = await toolPlanOnSale(suite, 'Canva Pro', 99_000, 30);
  }, 60_000);

  const as = (user: EmulatorUser) => ({ token: user.idToken });
  const grant = (body: unknown, user: EmulatorUser = suite.admin) => suite.api('POST', '/admin/enrollments', { ...as(user), body });
  const myCourses = async (user: EmulatorUser): Promise<MyCourse[]> => {
    const response = await suite.api('GET', '/students/me/courses', as(user));
    expect(response.status).toBe(200);
    return response.body.courses;
  };
  const myTools = async (user: EmulatorUser): Promise<ToolLicence[]> => {
    const response = await suite.api('GET', '/me/tools', as(user));
    expect(response.status).toBe(200);
    return response.body.licences;
  };
  const enrolmentStream = (userId: string, courseId: string) =>
    suite.app.app.get<EventStore>(EVENT_STORE).readStream(`learning_enrolment-${userId}~${courseId}`);

  let orderKey = 0;
  /** The real purchase: POST /orders, then the bank's notification through the SePay webhook. */
  async function bought(buyer: EmulatorUser, items: Array<{ courseId: string } | { toolPlanId: string }>): Promise<Order> {
    const placed = await suite.api('POST', '/orders', {
      ...as(buyer),
      body: { items, paymentMethod: 'bank_transfer' },
      headers: { 'Idempotency-Key': `enrolment-${Date.now()}-${(orderKey += 1)}` },
    });
    expect(placed.status).toBe(201);
    const order: Order = placed.body;
    const paid = await reportTransfer(suite.api, sepayNotification(`${order.code} chuyen tien`, order.totalAmount));
    expect(paid.status).toBe(200);
    await eventually(async () => expect((await suite.api('GET', `/orders/${order._id}/status`, as(buyer))).body.statusOrder).toBe('paid'));
    return order;
  }

  describe('POST /admin/enrollments', () => {
    it('grants a course: 200 with the spec’s message, and the course is in the learner’s list on the next request', async () => {
      const learner = await signedInUser(suite.app, 'student');
      const response = await grant({ userId: learner.uid, courseId: excel.courseId });
      expect(response).toMatchObject({
        status: 200,
        body: {
          message: LEARNING_MESSAGES.granted,
          granted: true,
          enrolment: { userId: learner.uid, courseId: excel.courseId, source: { kind: 'admin_grant', grantedBy: suite.admin.uid }, enrolledAt: clock.now().toISOString() },
        },
      });
      expect(await myCourses(learner)).toEqual([
        {
          _id: excel.courseId,
          slug: excel.slug,
          title: excel.title,
          courseThumbnail: null,
          instructorName: 'Người dùng instructor',
          instructorAvatarUrl: null,
          totalLectures: 1,
          progress: 0,
          resumeLectureId: expect.any(String),
          completedAt: null,
          enrolledAt: clock.now().toISOString(),
        },
      ]);
    });

    it('a repeated grant is not an error and grants nothing twice, even at once', async () => {
      const learner = await signedInUser(suite.app, 'student');
      const answers = await Promise.all([1, 2, 3].map(() => grant({ userId: learner.uid, courseId: ads.courseId })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers.filter((answer) => answer.body.granted)).toHaveLength(1);
      const again = await grant({ userId: learner.uid, courseId: ads.courseId });
      expect(again).toMatchObject({ status: 200, body: { message: LEARNING_MESSAGES.alreadyEnrolled, granted: false } });
      expect((await enrolmentStream(learner.uid, ads.courseId)).map((event) => event.type)).toEqual(['EnrolmentGranted']);
      expect((await myCourses(learner)).map((course) => course._id)).toEqual([ads.courseId]);
    });

    it('404 for an unknown learner or course', async () => {
      expect(await grant({ userId: 'nobody-here', courseId: excel.courseId })).toMatchObject({
        status: 404,
        body: { code: 'USER_NOT_FOUND', message: ERROR_MESSAGES.USER_NOT_FOUND },
      });
      expect(await grant({ userId: suite.student.uid, courseId: 'no-such-course' })).toMatchObject({
        status: 404,
        body: { code: 'COURSE_NOT_FOUND_BY_ID', message: ERROR_MESSAGES.COURSE_NOT_FOUND_BY_ID },
      });
      expect((await enrolmentStream(suite.student.uid, 'no-such-course')).length).toBe(0);
    });

    it('403 for anyone but an admin, 401 without a token, 400 for a bad body', async () => {
      expect(await grant({ userId: suite.student.uid, courseId: excel.courseId }, suite.student)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      expect(await grant({ userId: suite.student.uid, courseId: excel.courseId }, instructor)).toMatchObject({ status: 403 });
      expect(await suite.api('POST', '/admin/enrollments', { body: { userId: suite.student.uid, courseId: excel.courseId } })).toMatchObject({ status: 401 });
      for (const body of [{ userId: suite.student.uid }, { userId: '', courseId: excel.courseId }, { userId: '../x', courseId: excel.courseId }, { userId: 5, courseId: [] }]) {
        expect(await grant(body)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
      }
      expect(await myCourses(suite.student)).toEqual([]);
    });
  });

  describe('buying', () => {
    it('a paid order enrols the buyer in its courses and gives the tool plan for its days; a refund takes both back', async () => {
      const buyer = await signedInUser(suite.app, 'student');
      expect(await myCourses(buyer)).toEqual([]);
      expect(await myTools(buyer)).toEqual([]);
      const paidAt = clock.now();
      const order = await bought(buyer, [{ courseId: excel.courseId }, { toolPlanId: canva.toolPlanId }]);

      const courses = await eventually(async () => {
        const listed = await myCourses(buyer);
        expect(listed).toHaveLength(1);
        return listed;
      });
      expect(courses[0]).toMatchObject({ _id: excel.courseId, slug: excel.slug, progress: 0, enrolledAt: paidAt.toISOString() });
      expect(await enrolmentStream(buyer.uid, excel.courseId)).toEqual([
        expect.objectContaining({ type: 'EnrolmentGranted', data: expect.objectContaining({ source: { kind: 'order', orderId: order._id } }) }),
      ]);
      const licence = await eventually(async () => {
        const [held] = await myTools(buyer);
        expect(held).toBeDefined();
        return held;
      });
      expect(licence).toEqual({
        toolId: canva.toolId,
        toolSlug: expect.any(String),
        toolName: canva.name,
        thumbnailUrl: expect.stringMatching(/^\/files\/public\/tools\//),
        planName: 'Gói 1 tháng',
        validUntil: new Date(paidAt.getTime() + 30 * DAY_MS).toISOString(),
        status: 'active',
        delivery: 'Mã kích hoạt gửi qua email.',
        since: paidAt.toISOString(),
      });

      // The admin granting the bought course again gives nothing twice.
      expect(await grant({ userId: buyer.uid, courseId: excel.courseId })).toMatchObject({ status: 200, body: { granted: false, enrolment: { source: { kind: 'order', orderId: order._id } } } });
      // Nobody else sees them.
      expect(await myCourses(suite.student)).toEqual([]);
      expect(await myTools(suite.student)).toEqual([]);

      const refund = await suite.api('POST', `/admin/orders/${order._id}/refund`, { ...as(suite.admin), body: { reason: 'Khách hàng yêu cầu hoàn tiền' } });
      expect(refund).toMatchObject({ status: 201, body: { order: { statusOrder: 'refunded' } } });
      await eventually(async () => expect(await myCourses(buyer)).toEqual([]));
      expect(await myTools(buyer)).toEqual([]);
      expect((await enrolmentStream(buyer.uid, excel.courseId)).map((event) => event.type)).toEqual(['EnrolmentGranted', 'EnrolmentWithdrawn']);
    });

    it('a refund keeps a course an admin gave, and a licence that has run out shows as expired without its delivery', async () => {
      const buyer = await signedInUser(suite.app, 'student');
      expect((await grant({ userId: buyer.uid, courseId: ads.courseId })).body.granted).toBe(true);
      const order = await bought(buyer, [{ toolPlanId: canva.toolPlanId }]);
      await eventually(async () => expect(await myTools(buyer)).toHaveLength(1));

      clock.advance(31 * DAY_MS);
      try {
        expect(await myTools(buyer)).toEqual([expect.objectContaining({ toolId: canva.toolId, status: 'expired', delivery: null })]);
      } finally {
        clock.advance(-31 * DAY_MS);
      }
      expect((await suite.api('POST', `/admin/orders/${order._id}/refund`, { ...as(suite.admin), body: { reason: 'Hoàn tiền' } })).status).toBe(201);
      await eventually(async () => expect(await myTools(buyer)).toEqual([]));
      expect((await myCourses(buyer)).map((course) => course._id)).toEqual([ads.courseId]);
    });
  });

  it('the course page tells a signed-in learner who has the course, and nobody else', async () => {
    const learner = await signedInUser(suite.app, 'student');
    const coursePage = (user?: EmulatorUser) => suite.api('GET', `/courses/${excel.slug}`, user ? as(user) : {});
    expect((await coursePage(learner)).body.course).toMatchObject({ isEnrolled: false, enrollmentDetails: null });
    expect((await grant({ userId: learner.uid, courseId: excel.courseId })).status).toBe(200);
    expect(await coursePage(learner)).toMatchObject({ status: 200, body: { course: { _id: excel.courseId, isEnrolled: true, enrollmentDetails: { progress: 0 } } } });
    expect((await coursePage()).body.course).toMatchObject({ isEnrolled: false, enrollmentDetails: null });
    expect((await coursePage(suite.student)).body.course).toMatchObject({ isEnrolled: false, enrollmentDetails: null });
    expect((await suite.api('GET', `/courses/${excel.slug}`, { token: 'not-a-token' })).status).toBe(401);
  });

  it('keeps a course that has students when its instructor deletes it (archived), and erases one that has none', async () => {
    const kept = await publishedCourse(suite, instructor, 'Khóa học có học viên', 299_000);
    const empty = await publishedCourse(suite, instructor, 'Khóa học chưa có ai', 299_000);
    expect((await grant({ userId: suite.student.uid, courseId: kept.courseId })).status).toBe(200);
    const remove = (courseId: string) => suite.api('DELETE', `/instructor/me/courses/${courseId}`, as(instructor));
    expect(await remove(kept.courseId)).toMatchObject({ status: 200, body: { archived: true } });
    expect(await remove(empty.courseId)).toMatchObject({ status: 200, body: { archived: false } });
  });

  it('keeps a tool whose plan was sold when an admin deletes it (archived), with the buyer’s licence', async () => {
    const tool = await toolPlanOnSale(suite, 'Phần mềm đã bán', 150_000, 30);
    const buyer = await signedInUser(suite.app, 'student');
    await bought(buyer, [{ toolPlanId: tool.toolPlanId }]);
    // The admin's tool list shows the sale as commerce counts it, a moment after the payment.
    await eventually(async () => {
      const tools = (await suite.api('GET', '/admin/tools?limit=100', as(suite.admin))).body.tools as Array<{ _id: string; plans: Array<{ soldCount: number }> }>;
      expect(tools.find((listed) => listed._id === tool.toolId)?.plans[0].soldCount).toBe(1);
    });
    const deleted = await suite.api('DELETE', `/tools/${tool.toolId}`, as(suite.admin));
    expect(deleted).toMatchObject({ status: 200, body: { outcome: 'archived' } });
    const licences: ToolLicence[] = (await suite.api('GET', '/me/tools', as(buyer))).body.licences;
    expect(licences.map((licence) => licence.toolId)).toEqual([tool.toolId]);
  });

  it('401 for my courses and my tools without a token', async () => {
    expect((await suite.api('GET', '/students/me/courses')).status).toBe(401);
    expect((await suite.api('GET', '/me/tools')).status).toBe(401);
  });
});
