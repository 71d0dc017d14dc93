import { z } from 'zod';
import { FIELD_MESSAGES, httpsUrl, pageQuerySchema, paginationSchema, phone, text } from '../shared';
import { ROLES } from './identity.schemas';

/**
 * /becomeInstructor: a signed-in user applies to teach; an admin accepts (the user becomes an
 * instructor) or rejects with a reason. One application is open per user at a time.
 */
export const INSTRUCTOR_APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type InstructorApplicationStatus = (typeof INSTRUCTOR_APPLICATION_STATUSES)[number];
export const INSTRUCTOR_APPLICATION_STATUS_LABELS: Record<InstructorApplicationStatus, string> = {
  pending: 'Chờ duyệt',
  accepted: 'Đã duyệt',
  rejected: 'Bị từ chối',
};

export const INSTRUCTOR_APPLICATION_LIMITS = {
  expertiseMax: 120,
  topicMax: 60,
  topicsMax: 8,
  experienceMin: 50,
  experienceMax: 3000,
  linksMax: 5,
  reasonMin: 10,
  reasonMax: 1000,
} as const;
const LIMITS = INSTRUCTOR_APPLICATION_LIMITS;

/** The form's and the API's texts (the spec gives none for this page). */
export const INSTRUCTOR_APPLICATION_MESSAGES = {
  expertiseRequired: 'Vui lòng nhập lĩnh vực chuyên môn của bạn.',
  expertiseTooLong: `Lĩnh vực chuyên môn tối đa ${LIMITS.expertiseMax} ký tự.`,
  topicsRequired: 'Vui lòng nhập ít nhất một chủ đề bạn muốn giảng dạy.',
  topicsTooMany: `Tối đa ${LIMITS.topicsMax} chủ đề, mỗi chủ đề tối đa ${LIMITS.topicMax} ký tự.`,
  experienceTooShort: `Hãy mô tả kinh nghiệm của bạn, ít nhất ${LIMITS.experienceMin} ký tự.`,
  experienceTooLong: `Phần kinh nghiệm tối đa ${LIMITS.experienceMax} ký tự.`,
  linksRequired: 'Vui lòng thêm ít nhất một đường dẫn minh chứng (video, bài viết, khóa học, trang cá nhân).',
  linksTooMany: `Tối đa ${LIMITS.linksMax} đường dẫn.`,
  linkInvalid: 'Mỗi đường dẫn phải bắt đầu bằng https:// và trỏ tới một trang công khai.',
  phoneRequired: 'Vui lòng nhập số điện thoại để chúng tôi liên hệ.',
  reasonRequired: `Vui lòng nhập lý do từ chối, ít nhất ${LIMITS.reasonMin} ký tự.`,
  reasonTooLong: `Lý do từ chối tối đa ${LIMITS.reasonMax} ký tự.`,
  submitted: 'Đã gửi đơn đăng ký giảng viên. Chúng tôi sẽ phản hồi trong vòng 3 ngày làm việc.',
  accepted: 'Đã duyệt đơn: người dùng đã trở thành giảng viên.',
  rejected: 'Đã từ chối đơn đăng ký.',
  loadFailed: 'Không thể tải đơn đăng ký giảng viên.',
  listFailed: 'Không thể tải danh sách đơn đăng ký giảng viên.',
  submitFailed: 'Không thể gửi đơn đăng ký. Vui lòng thử lại.',
  decideFailed: 'Không thể xử lý đơn đăng ký.',
} as const;
const M = INSTRUCTOR_APPLICATION_MESSAGES;

/**
 * A list typed in one box (one item per line or comma) or sent as an array. Each item is checked
 * with `item`; a problem is reported on the list as a whole, so forms and the API name one field.
 */
function listOf<T>(item: z.ZodType<T>, rules: { separator: RegExp; max: number; required: string; tooMany: string; invalid: string }) {
  return z
    .union([z.string().max(10_000, rules.tooMany), z.array(z.string(rules.invalid).max(5_000, rules.invalid)).max(rules.max * 4, rules.tooMany)], rules.required)
    .transform((typed, ctx) => {
      const items = (typeof typed === 'string' ? typed.split(rules.separator) : typed).map((one) => one.trim()).filter((one) => one !== '');
      if (items.length === 0) ctx.addIssue({ code: 'custom', message: rules.required });
      else if (items.length > rules.max) ctx.addIssue({ code: 'custom', message: rules.tooMany });
      const parsed = items.map((one) => item.safeParse(one));
      const failed = parsed.find((result) => !result.success);
      if (failed && !failed.success) ctx.addIssue({ code: 'custom', message: failed.error.issues[0]?.message ?? rules.invalid });
      // Repeats say nothing new: "SEO, seo" is one topic.
      const values = parsed.flatMap((result) => (result.success ? [result.data] : []));
      return values.filter((value, index) => values.findIndex((other) => String(other).toLowerCase() === String(value).toLowerCase()) === index);
    });
}

const topic = text({ max: LIMITS.topicMax, required: M.topicsRequired, tooLong: M.topicsTooMany });

/** POST /instructor-applications: what the applicant tells us. */
export const submitInstructorApplicationRequestSchema = z.object({
  expertise: text({ max: LIMITS.expertiseMax, required: M.expertiseRequired, tooLong: M.expertiseTooLong }),
  topics: listOf(topic, { separator: /[,\n]/, max: LIMITS.topicsMax, required: M.topicsRequired, tooMany: M.topicsTooMany, invalid: FIELD_MESSAGES.textMalformed }),
  experience: text({ max: LIMITS.experienceMax, required: M.experienceTooShort, tooLong: M.experienceTooLong, multiline: true }).refine(
    (typed) => typed.length >= LIMITS.experienceMin,
    M.experienceTooShort,
  ),
  sampleLinks: listOf(httpsUrl(M.linkInvalid), { separator: /\s+/, max: LIMITS.linksMax, required: M.linksRequired, tooMany: M.linksTooMany, invalid: M.linkInvalid }),
  phone: phone({ required: M.phoneRequired }),
});
export type SubmitInstructorApplicationRequest = z.input<typeof submitInstructorApplicationRequestSchema>;
export type InstructorApplicationDetails = z.output<typeof submitInstructorApplicationRequestSchema>;

/** One application as the applicant and the admins see it. */
export const instructorApplicationSchema = z.object({
  /** The applicant's uid: one application is open per user, so it names the application. */
  _id: z.string(),
  uid: z.string(),
  status: z.enum(INSTRUCTOR_APPLICATION_STATUSES),
  expertise: z.string(),
  topics: z.array(z.string()),
  experience: z.string(),
  sampleLinks: z.array(z.string()),
  phone: z.string(),
  submittedAt: z.string(),
  /** How many times this user has applied (a rejected applicant may apply again). */
  attempt: z.number().int(),
  decidedAt: z.string().nullable(),
  /** Shown to the applicant on /becomeInstructor after a rejection. */
  rejectionReason: z.string().nullable(),
  /** The stream revision: the `If-Match` of the admin's decision. */
  revision: z.number().int(),
});
export type InstructorApplication = z.infer<typeof instructorApplicationSchema>;

/** In the admin's list: who applied, as their profile says now. */
export const adminInstructorApplicationSchema = instructorApplicationSchema.extend({
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type AdminInstructorApplication = z.infer<typeof adminInstructorApplicationSchema>;

export const myInstructorApplicationResponseSchema = z.object({ application: instructorApplicationSchema.nullable() });
export type MyInstructorApplicationResponse = z.infer<typeof myInstructorApplicationResponseSchema>;

export const instructorApplicationResponseSchema = z.object({ message: z.string(), application: instructorApplicationSchema });
export type InstructorApplicationResponse = z.infer<typeof instructorApplicationResponseSchema>;

export const listInstructorApplicationsQuerySchema = pageQuerySchema.extend({
  status: z.enum(INSTRUCTOR_APPLICATION_STATUSES, 'Trạng thái đơn không hợp lệ.').optional(),
});
export type ListInstructorApplicationsQuery = z.input<typeof listInstructorApplicationsQuerySchema>;
export const listInstructorApplicationsResponseSchema = z.object({
  applications: z.array(adminInstructorApplicationSchema),
  pagination: paginationSchema,
  /** Open applications, whatever the filter: the tab's badge. */
  pendingCount: z.number().int(),
});
export type ListInstructorApplicationsResponse = z.infer<typeof listInstructorApplicationsResponseSchema>;

export const rejectInstructorApplicationRequestSchema = z.object({
  reason: text({ max: LIMITS.reasonMax, required: M.reasonRequired, tooLong: M.reasonTooLong, multiline: true }).refine(
    (typed) => typed.length >= LIMITS.reasonMin,
    M.reasonRequired,
  ),
});
export type RejectInstructorApplicationRequest = z.input<typeof rejectInstructorApplicationRequestSchema>;
