import { endpoint, Endpoint, UploadRule } from '../shared';
import {
  FACE_LIMITS,
  grantEnrolmentRequestSchema,
  grantEnrolmentResponseSchema,
  myCoursesResponseSchema,
  resetLearnerFaceRequestSchema,
  resetLearnerFaceResponseSchema,
  verifyCourseAccessRequestSchema,
  verifyCourseAccessResponseSchema,
} from './learning.schemas';
import { reviewEndpoints } from './review.endpoints';
import { certificateEndpoints } from './certificate.endpoints';
import { courseContentResponseSchema, updateProgressRequestSchema, updateProgressResponseSchema } from './player.schemas';
import { instructorStudentsEndpoints } from './instructor-students.endpoints';

/** The verification form's one file: the learner's face, an image checked by its bytes. */
export const FACE_UPLOADS = {
  faceImage: { kind: 'image', maxBytes: FACE_LIMITS.imageMaxBytes },
} satisfies Record<string, UploadRule>;

/** Learning: enrolments (my courses, admin grants); the course player comes with the learning issue. */
export const learningEndpoints = {
  ...reviewEndpoints,
  ...certificateEndpoints,
  ...instructorStudentsEndpoints,
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
  verifyCourseAccess: endpoint({
    method: 'post',
    path: '/learn/verify-access',
    access: 'user',
    tag: 'learning',
    summary: 'Xác thực khuôn mặt để vào học (lần đầu đăng ký khuôn mặt); trả mã truy cập khóa học có hạn; multipart: data + faceImage',
    body: verifyCourseAccessRequestSchema,
    response: verifyCourseAccessResponseSchema,
    upload: FACE_UPLOADS,
  }),
  learnCourseContent: endpoint({
    method: 'get',
    path: '/learn/:slug/content',
    access: 'user',
    tag: 'learning',
    summary: 'Nội dung khóa học cho trình phát (cần mã truy cập khóa học ở header x-course-access-token) và tiến độ của học viên',
    response: courseContentResponseSchema,
  }),
  updateLearnProgress: endpoint({
    method: 'post',
    path: '/learn/progress/update',
    access: 'user',
    tag: 'learning',
    summary: 'Đánh dấu hoàn thành một bài học (lặp lại không tính hai lần); trả tiến độ khóa học',
    body: updateProgressRequestSchema,
    response: updateProgressResponseSchema,
  }),
  resetLearnerFace: endpoint({
    method: 'post',
    path: '/admin/learners/:userId/face/reset',
    access: 'admin',
    tag: 'learning',
    summary: 'Đặt lại khuôn mặt đã đăng ký của học viên (lý do bắt buộc, được ghi lại)',
    body: resetLearnerFaceRequestSchema,
    response: resetLearnerFaceResponseSchema,
  }),
} satisfies Record<string, Endpoint>;
