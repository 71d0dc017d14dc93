import { endpoint, Endpoint } from '../shared';
import {
  listContactSubmissionsQuerySchema,
  listContactSubmissionsResponseSchema,
  submitContactRequestSchema,
  submitContactResponseSchema,
  updateContactStatusRequestSchema,
  updateContactStatusResponseSchema,
} from './contact.schemas';

/** The contact form's slice of the endpoint catalogue: the public form and the admin's inbox. */
export const contactEndpoints = {
  submitContact: endpoint({
    method: 'post',
    path: '/contact',
    access: 'public',
    tag: 'contact',
    summary: 'Gửi tin nhắn liên hệ',
    body: submitContactRequestSchema,
    response: submitContactResponseSchema,
    idempotent: true,
  }),
  listContactSubmissions: endpoint({
    method: 'get',
    path: '/admin/contact-submissions',
    access: 'admin',
    tag: 'contact',
    summary: 'Danh sách tin nhắn liên hệ (lọc theo trạng thái, phân trang)',
    query: listContactSubmissionsQuerySchema,
    response: listContactSubmissionsResponseSchema,
  }),
  updateContactStatus: endpoint({
    method: 'put',
    path: '/admin/contact-submissions/:id/status',
    access: 'admin',
    tag: 'contact',
    summary: 'Cập nhật trạng thái tin nhắn liên hệ',
    body: updateContactStatusRequestSchema,
    response: updateContactStatusResponseSchema,
  }),
} satisfies Record<string, Endpoint>;
