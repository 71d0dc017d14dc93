import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { CertificateCommand, certificateAggregate } from './certificate.decider';
import type { CertificateEvent } from './certificate.events';
import { toCertificateStreamId } from './certificate.stream';

const userId = 'u-learner';
const courseId = 'c-excel';
const completedAt = '2026-12-10T14:30:00.000Z';
const refundedAt = '2026-12-12T09:00:00.000Z';
const regrantedAt = '2026-12-20T08:00:00.000Z';
const first = 'CC-7K3M-9QXR-2HDP';
const second = 'CC-B4TW-N8ZA-6FJE';

const issue = (certificateCode: string, at = completedAt): CertificateCommand => ({
  type: 'IssueCertificate',
  data: { userId, courseId, certificateCode, issuedAt: completedAt, at },
});
const revoke: CertificateCommand = { type: 'RevokeCertificate', data: { userId, courseId, at: refundedAt } };

const issued = (certificateCode = first): CertificateEvent => ({ type: 'CertificateIssued', data: { certificateCode, userId, courseId, issuedAt: completedAt } });
const revoked: CertificateEvent = {
  type: 'CertificateRevoked',
  data: { certificateCode: first, userId, courseId, reason: 'enrolment_withdrawn', revokedAt: refundedAt },
};
const reinstated: CertificateEvent = { type: 'CertificateReinstated', data: { certificateCode: first, userId, courseId, reinstatedAt: regrantedAt } };

const given = deciderSpec(certificateAggregate);

describe('certificate decider', () => {
  describe('issue', () => {
    it('issues the certificate with the given code, dated at the completion', () => {
      given([]).when(issue(first)).then([issued(first)]);
    });

    it('issues once: a redelivered completion with another random code records nothing, the first code stays', () => {
      given([issued(first)]).when(issue(second)).then([]);
      given([issued(first)]).when(issue(first)).then([]);
    });

    it('a certificate revoked by a refund is reinstated, same code and date, when the learner holds the course again', () => {
      given([issued(first), revoked]).when(issue(second, regrantedAt)).then([reinstated]);
      given([issued(first), revoked, reinstated]).when(issue(second, regrantedAt)).then([]);
    });
  });

  describe('revoke on refund', () => {
    it('revokes a valid certificate, keeping its code', () => {
      given([issued(first)]).when(revoke).then([revoked]);
    });

    it('records nothing without a certificate (refunded before completing) or when revoked already (a redelivered refund)', () => {
      given([]).when(revoke).then([]);
      given([issued(first), revoked]).when(revoke).then([]);
    });

    it('revokes a reinstated certificate again on a second refund', () => {
      given([issued(first), revoked, reinstated]).when(revoke).then([revoked]);
    });
  });

  it('decides on one stream per learner and course', () => {
    expect(certificateAggregate.streamIdOf(issue(first))).toBe(toCertificateStreamId(userId, courseId));
    expect(certificateAggregate.streamIdOf(revoke)).toBe('learning_certificate-u-learner~c-excel');
    expect(toCertificateStreamId('a-b', 'c')).not.toBe(toCertificateStreamId('a', 'b-c'));
  });
});
