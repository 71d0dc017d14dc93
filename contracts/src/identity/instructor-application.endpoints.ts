import { endpoint, Endpoint } from '../shared';
import {
  instructorApplicationResponseSchema,
  listInstructorApplicationsQuerySchema,
  listInstructorApplicationsResponseSchema,
  myInstructorApplicationResponseSchema,
  rejectInstructorApplicationRequestSchema,
  submitInstructorApplicationRequestSchema,
} from './instructor-application.schemas';

/** /becomeInstructor and the admin's review of applications (tab of /admin/users). */
export const instructorApplicationEndpoints = {
  myInstructorApplication: endpoint({
    method: 'get',
    path: '/instructor-applications/me',
    access: 'user',
    tag: 'instructor-applications',
    summary: 'Đơn đăng ký giảng viên gần nhất của người dùng đang đăng nhập',
    response: myInstructorApplicationResponseSchema,
  }),
  submitInstructorApplication: endpoint({
    method: 'post',
    path: '/instructor-applications',
    // The academy answers applicants by email: the address must be theirs.
    access: 'verified',
    tag: 'instructor-applications',
    summary: 'Gửi đơn đăng ký trở thành giảng viên (một đơn đang chờ duyệt cho mỗi người; gửi lại không tạo đơn mới)',
    body: submitInstructorApplicationRequestSchema,
    response: instructorApplicationResponseSchema,
  }),
  listInstructorApplications: endpoint({
    method: 'get',
    path: '/admin/instructor-applications',
    access: 'admin',
    tag: 'instructor-applications',
    summary: 'Danh sách đơn đăng ký giảng viên (lọc theo trạng thái, mới nhất trước)',
    query: listInstructorApplicationsQuerySchema,
    response: listInstructorApplicationsResponseSchema,
  }),
  acceptInstructorApplication: endpoint({
    method: 'post',
    path: '/admin/instructor-applications/:id/accept',
    access: 'admin',
    tag: 'instructor-applications',
    summary: 'Duyệt đơn: người nộp trở thành giảng viên (id là uid của người nộp)',
    response: instructorApplicationResponseSchema,
  }),
  rejectInstructorApplication: endpoint({
    method: 'post',
    path: '/admin/instructor-applications/:id/reject',
    access: 'admin',
    tag: 'instructor-applications',
    summary: 'Từ chối đơn kèm lý do (người nộp xem được lý do và có thể nộp lại)',
    body: rejectInstructorApplicationRequestSchema,
    response: instructorApplicationResponseSchema,
  }),
} satisfies Record<string, Endpoint>;
