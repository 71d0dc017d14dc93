import { z } from 'zod';
import { CERTIFICATE_ERRORS } from './certificate.errors';

/**
 * A certificate's verification code: `CC-` and three groups of four characters from an alphabet
 * without the look-alikes 0/O, 1/I/L (31 symbols, so 12 of them hold about 59 random bits: short
 * enough to type from paper, far too many to guess).
 */
export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CERTIFICATE_CODE_PATTERN = /^CC-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/**
 * What a person typed, as the code it means: spaces dropped, upper case, the dashes put back when
 * they were left out (`cc 7k3m…` or `7K3M…`, copied from paper or a message). Anything else stays as
 * it was and fails the pattern.
 */
export function normalizeCertificateCode(input: string): string {
  const compact = input.replace(/[\s-]+/g, '').toUpperCase();
  const body = compact.startsWith('CC') && compact.length === 14 ? compact.slice(2) : compact;
  if (body.length !== 12) return input.trim().toUpperCase();
  return `CC-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8)}`;
}

export const isCertificateCode = (code: string) => CERTIFICATE_CODE_PATTERN.test(code);

/** The path parameter of the public check: normalised first, so a code typed in lower case is found. */
export const certificateCodeSchema = z
  .string(CERTIFICATE_ERRORS.CERTIFICATE_CODE_INVALID)
  .max(64, CERTIFICATE_ERRORS.CERTIFICATE_CODE_INVALID)
  .transform(normalizeCertificateCode)
  .refine(isCertificateCode, CERTIFICATE_ERRORS.CERTIFICATE_CODE_INVALID);

/** One certificate of the caller (`GET /certificates/me`); only certificates that are valid now. */
export const myCertificateSchema = z.object({
  courseId: z.string(),
  courseSlug: z.string(),
  courseTitle: z.string(),
  code: z.string(),
  issuedAt: z.string(),
});
export type MyCertificate = z.infer<typeof myCertificateSchema>;

/** Newest first; as many as the learner's completed courses, so not paged. */
export const myCertificatesResponseSchema = z.object({ certificates: z.array(myCertificateSchema) });
export type MyCertificatesResponse = z.infer<typeof myCertificatesResponseSchema>;

/**
 * The public check of a code (`GET /certificates/verify/:code`). `learnerName` is null once the
 * learner erased their account; the course's title and instructor are null if the course was since
 * deleted. `valid` is false once the certificate was revoked (the course was refunded), with `revokedAt`.
 */
export const certificateVerificationSchema = z.object({
  code: z.string(),
  valid: z.boolean(),
  learnerName: z.string().nullable(),
  courseTitle: z.string().nullable(),
  courseSlug: z.string().nullable(),
  instructorName: z.string().nullable(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/**
 * `GET /certificates/me/:courseId/pdf` answers the PDF itself (`application/pdf`, as an attachment),
 * not JSON: the schema only describes it for the catalogue.
 */
export const certificatePdfSchema = z.unknown().describe('Tệp PDF (application/pdf)');

/** The PDF's file name, from the course slug: `chung-chi-<slug>.pdf`. */
export const certificateFileName = (courseSlug: string) => `chung-chi-${courseSlug}.pdf`;

/** Where anyone checks a code on the web app (the PDF prints it with the site's origin). */
export const certificateVerifyPath = (code: string) => `/certificates/${encodeURIComponent(code)}`;
