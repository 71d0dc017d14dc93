import { z } from 'zod';
import { paginationSchema, pageQuerySchema } from './pagination';

export const CONTACT_MESSAGES = {
  nameRequired: 'Vui lòng nhập họ và tên.',
  nameTooLong: 'Họ và tên tối đa 100 ký tự.',
  emailRequired: 'Vui lòng nhập email.',
  emailInvalid: 'Địa chỉ email không hợp lệ.',
  phoneInvalid: 'Số điện thoại không hợp lệ.',
  messageRequired: 'Vui lòng nhập nội dung tin nhắn.',
  messageTooLong: 'Nội dung tối đa 5000 ký tự.',
  sent: 'Cảm ơn bạn đã liên hệ! Chúng tôi sẽ phản hồi trong thời gian sớm nhất.',
  statusUpdated: 'Cập nhật trạng thái thành công!',
  statusInvalid: 'Trạng thái không hợp lệ.',
} as const;

/** Vietnamese mobile and landline numbers, written with 0 or +84 and optional spaces or dots. */
const PHONE_PATTERN = /^(\+84|0)\d{9,10}$/;

export const submitContactRequestSchema = z.object({
  name: z.string(CONTACT_MESSAGES.nameRequired).trim().min(1, CONTACT_MESSAGES.nameRequired).max(100, CONTACT_MESSAGES.nameTooLong),
  email: z
    .string(CONTACT_MESSAGES.emailRequired)
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
  phone: z
    .string(CONTACT_MESSAGES.phoneInvalid)
    .transform((phone) => phone.replace(/[\s.]/g, ''))
    .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), CONTACT_MESSAGES.phoneInvalid)
    .optional()
    .default(''),
  message: z
    .string(CONTACT_MESSAGES.messageRequired)
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(5000, CONTACT_MESSAGES.messageTooLong),
});
export type SubmitContactRequest = z.input<typeof submitContactRequestSchema>;

export const submitContactResponseSchema = z.object({ message: z.string(), id: z.string() });
export type SubmitContactResponse = z.infer<typeof submitContactResponseSchema>;

/** The spec leaves the values open; docs/decisions.md records this choice. */
export const CONTACT_STATUSES = ['new', 'in_progress', 'resolved'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'Mới',
  in_progress: 'Đang xử lý',
  resolved: 'Đã xử lý',
};

export const contactSubmissionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

export const listContactSubmissionsQuerySchema = pageQuerySchema.extend({
  status: z.enum(CONTACT_STATUSES, CONTACT_MESSAGES.statusInvalid).optional(),
});
export type ListContactSubmissionsQuery = z.input<typeof listContactSubmissionsQuerySchema>;

export const listContactSubmissionsResponseSchema = z.object({
  submissions: z.array(contactSubmissionSchema),
  pagination: paginationSchema,
});
export type ListContactSubmissionsResponse = z.infer<typeof listContactSubmissionsResponseSchema>;

export const updateContactStatusRequestSchema = z.object({
  status: z.enum(CONTACT_STATUSES, CONTACT_MESSAGES.statusInvalid),
});
export type UpdateContactStatusRequest = z.infer<typeof updateContactStatusRequestSchema>;

export const updateContactStatusResponseSchema = z.object({
  message: z.string(),
  submission: contactSubmissionSchema,
});
export type UpdateContactStatusResponse = z.infer<typeof updateContactStatusResponseSchema>;
