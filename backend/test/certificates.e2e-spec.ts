import { CERTIFICATE_MESSAGES, COURSE_ACCESS_HEADER, ERROR_MESSAGES, isCertificateCode } from '@academy/contracts';
import { CourseAccessTokens } from '../src/modules/learning/face/course-access-token';
import { TestClock } from '../src/platform/testing/test-clock';
import { signedInUser } from './support/accounts';
import { apiSuite } from './support/api-suite';
import type { EmulatorUser } from './support/auth-emulator';
import { eventually } from './support/eventually';
import { publishedCourse } from './support/on-sale';
import { pdfPages } from './support/pdf-text';

const WEB_URL = 'https://hocvien.example.vn';

/**
 * Certificates over HTTP: a learner completes a course through the course player's own endpoint,
 * the certificate follows (a reaction), its PDF is the owner's alone and its code checks publicly.
 */
describe('certificates of completion (GET /certificates/...)', () => {
  // 23:30 in Hà Nội on 10 December: the certificate is dated by the Vietnamese day.
  const clock = new TestClock('2026-12-10T16:30:00.000Z');
  const suite = apiSuite({ PUBLIC_WEB_URL: WEB_URL }, { clock });
  let instructor: EmulatorUser;
  let course: { courseId: string; slug: string; title: string };

  beforeAll(async () => {
    instructor = await signedInUser(suite.app, 'instructor');
    course = await publishedCourse(suite, instructor, 'Quảng cáo Facebook thực chiến', 990_000);
  });

  const refusal = (status: number, code: keyof typeof ERROR_MESSAGES) => ({ status, body: { code, message: ERROR_MESSAGES[code] } });

  /** A learner the admin gave the course, with a course access token as face verification hands out. */
  async function enrolledLearner(): Promise<{ learner: EmulatorUser; accessToken: string }> {
    const learner = await signedInUser(suite.app, 'student');
    const granted = await suite.api('POST', '/admin/enrollments', { token: suite.admin.idToken, body: { userId: learner.uid, courseId: course.courseId } });
    expect(granted.status).toBe(200);
    const { accessToken } = suite.app.app.get(CourseAccessTokens).issue(learner.uid, course.courseId, clock.now());
    return { learner, accessToken };
  }

  /** Marks every lecture of the course complete through the player's endpoint; answers the last progress. */
  async function completeCourse(learner: EmulatorUser, accessToken: string): Promise<{ progress: number }> {
    const headers = { [COURSE_ACCESS_HEADER]: accessToken };
    const content = await suite.api('GET', `/learn/${course.slug}/content`, { token: learner.idToken, headers });
    expect(content.status).toBe(200);
    const lectureIds: string[] = content.body.curriculum.flatMap((section: { lectures: Array<{ _id: string }> }) => section.lectures.map((lecture) => lecture._id));
    let answer = { status: 0, body: { progress: 0 } };
    for (const lectureId of lectureIds) {
      answer = await suite.api('POST', '/learn/progress/update', { token: learner.idToken, headers, body: { courseId: course.courseId, lectureId } });
      expect(answer.status).toBe(200);
    }
    return answer.body;
  }

  const pdfOf = async (courseId: string, token?: string) => {
    const response = await fetch(`${suite.app.baseUrl}/api/certificates/me/${courseId}/pdf`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, bytes, json: () => JSON.parse(bytes.toString()) };
  };

  const certificatesOf = async (learner: EmulatorUser) => (await suite.api('GET', '/certificates/me', { token: learner.idToken })).body.certificates;

  it('certifies a course completed through the player: listed for the learner, a Vietnamese PDF for them alone, checked by anyone', async () => {
    const { learner, accessToken } = await enrolledLearner();
    expect(await certificatesOf(learner)).toEqual([]);
    expect((await pdfOf(course.courseId, learner.idToken)).status).toBe(404);

    expect(await completeCourse(learner, accessToken)).toMatchObject({ progress: 100 });
    const [certificate] = await eventually(async () => {
      const list = await certificatesOf(learner);
      expect(list).toHaveLength(1);
      return list;
    });
    expect(certificate).toEqual({ courseId: course.courseId, courseSlug: course.slug, courseTitle: course.title, code: expect.any(String), issuedAt: clock.now().toISOString() });
    expect(isCertificateCode(certificate.code)).toBe(true);

    const pdf = await pdfOf(course.courseId, learner.idToken);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="chung-chi-${course.slug}.pdf"`);
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    const [page] = await pdfPages(pdf.bytes);
    const text = page.text.replace(/\s+/g, ' ');
    for (const expected of [CERTIFICATE_MESSAGES.pdfTitle, 'Người dùng student', course.title, 'Người dùng instructor', '10/12/2026', certificate.code, `${WEB_URL}/certificates/${certificate.code}`]) {
      expect(text).toContain(expected);
    }

    // Someone else's certificate is as absent as none at all; without a token, 401.
    const stranger = await signedInUser(suite.app, 'student');
    expect(await pdfOf(course.courseId, stranger.idToken).then((r) => ({ status: r.status, body: r.json() }))).toEqual(refusal(404, 'CERTIFICATE_NOT_ISSUED'));
    expect((await pdfOf(course.courseId)).status).toBe(401);
    expect(await certificatesOf(stranger)).toEqual([]);

    const check = await suite.api('GET', `/certificates/verify/${certificate.code}`);
    expect(check).toMatchObject({
      status: 200,
      body: {
        code: certificate.code,
        valid: true,
        learnerName: 'Người dùng student',
        courseTitle: course.title,
        courseSlug: course.slug,
        instructorName: 'Người dùng instructor',
        issuedAt: clock.now().toISOString(),
        revokedAt: null,
      },
    });
    // Typed from paper: lower case, dashes left out.
    const typed = certificate.code.toLowerCase().replace(/-/g, '');
    expect(await suite.api('GET', `/certificates/verify/${typed}`)).toMatchObject({ status: 200, body: { code: certificate.code } });

    // Completing again records nothing and keeps the code.
    await completeCourse(learner, accessToken);
    expect(await certificatesOf(learner)).toEqual([certificate]);
  });

  it('answers an unknown code 404 and a malformed one 400, each with its Vietnamese text, and never a 500', async () => {
    expect(await suite.api('GET', '/certificates/verify/CC-2345-6789-ABCD')).toMatchObject(refusal(404, 'CERTIFICATE_NOT_FOUND'));
    for (const malformed of ['CC-0000-1111-OOOO', 'CC-ABCD', 'xin-chao', 'CC-ABCD-EFGH-JKMN-PQRS']) {
      expect(await suite.api('GET', `/certificates/verify/${malformed}`)).toMatchObject(refusal(400, 'CERTIFICATE_CODE_INVALID'));
    }
    const hostile = await suite.api('GET', `/certificates/verify/${encodeURIComponent("CC-ABCD' OR 1=1 --")}`);
    expect(hostile.status).toBe(400);
    expect((await pdfOf('..%2F..%2Fetc', suite.student.idToken)).status).toBe(400);
  });

  it('keeps an erased learner\'s certificate checkable, without their name', async () => {
    const { learner, accessToken } = await enrolledLearner();
    await completeCourse(learner, accessToken);
    const [certificate] = await eventually(async () => {
      const list = await certificatesOf(learner);
      expect(list).toHaveLength(1);
      return list;
    });
    const erased = await suite.api('DELETE', `/admin/users/${learner.uid}`, { token: suite.admin.idToken });
    expect(erased.status).toBe(200);
    await eventually(async () => {
      expect(await suite.api('GET', `/certificates/verify/${certificate.code}`)).toMatchObject({
        status: 200,
        body: { code: certificate.code, valid: true, learnerName: null, courseTitle: course.title },
      });
    });
  });
});
