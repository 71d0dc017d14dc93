import { endpoint, Endpoint } from '../shared';
import { certificatePdfSchema, certificateVerificationSchema, myCertificatesResponseSchema } from './certificate.schemas';

/** Certificates of completion: the learner's own (list, PDF) and the public check of a code. */
export const certificateEndpoints = {
  myCertificates: endpoint({
    method: 'get',
    path: '/certificates/me',
    access: 'user',
    tag: 'learning',
    summary: 'Chứng chỉ hoàn thành khóa học của tôi (còn hiệu lực), mới nhất trước',
    response: myCertificatesResponseSchema,
  }),
  myCertificatePdf: endpoint({
    method: 'get',
    path: '/certificates/me/:courseId/pdf',
    access: 'user',
    tag: 'learning',
    summary: 'Tải chứng chỉ của một khóa học (PDF, A4 ngang); chỉ chủ chứng chỉ',
    response: certificatePdfSchema,
  }),
  verifyCertificate: endpoint({
    method: 'get',
    path: '/certificates/verify/:code',
    access: 'public',
    tag: 'learning',
    summary: 'Kiểm tra mã chứng chỉ (công khai): học viên, khóa học, giảng viên, ngày cấp, còn hiệu lực hay không',
    response: certificateVerificationSchema,
  }),
} satisfies Record<string, Endpoint>;
