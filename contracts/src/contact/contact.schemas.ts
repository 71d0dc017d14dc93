import { z } from 'zod';
import { email, hasReadableText, pageQuerySchema, paginationSchema, personName, phone, text } from '../shared';
import { CONTACT_MESSAGES } from './contact.messages';

export const submitContactRequestSchema = z.object({
  name: personName({ max: 100, required: CONTACT_MESSAGES.nameRequired, tooLong: CONTACT_MESSAGES.nameTooLong }),
  email: email({ required: CONTACT_MESSAGES.emailRequired }),
  phone: phone().optional().default(''),
  message: text({ max: 5000, required: CONTACT_MESSAGES.messageRequired, tooLong: CONTACT_MESSAGES.messageTooLong, multiline: true }).refine(
    hasReadableText,
    CONTACT_MESSAGES.messageRequired,
  ),
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
  /** What a status change sends back as `If-Match`, so a change made meanwhile is not overwritten. */
  revision: z.number().int(),
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
