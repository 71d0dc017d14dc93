import { endpoint, Endpoint } from '../shared';
import { completionStatsResponseSchema, instructorStudentsQuerySchema, instructorStudentsResponseSchema } from './instructor-students.schemas';

/**
 * The instructor's students (spec part 2 section 7, `GET /instructor/my-students`) and the
 * dashboard's completion figures. Open to signed-in users as the spec's instructor routes are; a
 * student is told 403, an admin sees the students of the courses they authored.
 */
export const instructorStudentsEndpoints = {
  instructorMyStudents: endpoint({
    method: 'get',
    path: '/instructor/my-students',
    access: 'user',
    tag: 'learning',
    summary: 'Học viên của giảng viên: theo khóa học, ngày đăng ký, tiến độ; tìm theo tên, email hoặc tên khóa học; phân trang',
    query: instructorStudentsQuerySchema,
    response: instructorStudentsResponseSchema,
  }),
  instructorCompletionStats: endpoint({
    method: 'get',
    path: '/instructor/me/completion-stats',
    access: 'user',
    tag: 'learning',
    summary: 'Tỉ lệ hoàn thành khóa học của giảng viên: học viên, đã bắt đầu, đã hoàn thành, tiến độ trung bình (tổng và theo khóa học)',
    response: completionStatsResponseSchema,
  }),
} satisfies Record<string, Endpoint>;
