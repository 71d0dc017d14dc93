import { endpoint, Endpoint } from '../shared';
import { grantEnrolmentRequestSchema, grantEnrolmentResponseSchema, myCoursesResponseSchema } from './learning.schemas';

/** Learning: enrolments (my courses, admin grants); the course player comes with the learning issue. */
export const learningEndpoints = {
  myEnrolledCourses: endpoint({
    method: 'get',
    path: '/students/me/courses',
    access: 'user',
    tag: 'learning',
    summary: 'Khóa học của tôi (đã đăng ký)',
    response: myCoursesResponseSchema,
  }),
  grantEnrolment: endpoint({
    method: 'post',
    path: '/admin/enrollments',
    access: 'admin',
    tag: 'learning',
    summary: 'Cấp quyền truy cập khóa học cho học viên (lặp lại không cấp hai lần)',
    body: grantEnrolmentRequestSchema,
    response: grantEnrolmentResponseSchema,
    idempotent: true,
  }),
} satisfies Record<string, Endpoint>;
