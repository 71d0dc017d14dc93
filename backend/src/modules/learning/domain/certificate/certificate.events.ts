import type { DomainEvent } from '../../../../platform/domain/decider';

/**
 * The learner completed every lecture of the course while holding it: a certificate with this code
 * is theirs. `issuedAt` is when the course was completed (the date the certificate prints), not when
 * the reaction got round to it. Ids only: the learner's name is joined when read, from identity.
 */
export type CertificateIssued = DomainEvent<'CertificateIssued', { certificateCode: string; userId: string; courseId: string; issuedAt: string }>;

/** The order that gave the course was refunded: the certificate no longer certifies anything. */
export type CertificateRevoked = DomainEvent<
  'CertificateRevoked',
  { certificateCode: string; userId: string; courseId: string; reason: 'enrolment_withdrawn'; revokedAt: string }
>;

/** The learner holds the course again (bought again, or an admin's grant) and had completed it: the same certificate is valid again. */
export type CertificateReinstated = DomainEvent<'CertificateReinstated', { certificateCode: string; userId: string; courseId: string; reinstatedAt: string }>;

export type CertificateEvent = CertificateIssued | CertificateRevoked | CertificateReinstated;

export const CERTIFICATE_EVENT_TYPES = ['CertificateIssued', 'CertificateRevoked', 'CertificateReinstated'] as const satisfies ReadonlyArray<
  CertificateEvent['type']
>;
