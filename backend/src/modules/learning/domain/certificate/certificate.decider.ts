import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import type { CertificateEvent } from './certificate.events';
import { CertificateState, evolve, initialState } from './certificate.state';
import { toCertificateStreamId } from './certificate.stream';

/**
 * The learner has completed the course and holds it now (the handler checked both): certify it.
 * `certificateCode` is a fresh random code, used only if none was issued yet; `issuedAt` the
 * completion's time; `at` when this is decided (the time of a reinstatement).
 */
export type IssueCertificate = {
  type: 'IssueCertificate';
  data: { userId: string; courseId: string; certificateCode: string; issuedAt: string; at: string };
};
/** The enrolment was withdrawn (its order refunded). */
export type RevokeCertificate = { type: 'RevokeCertificate'; data: { userId: string; courseId: string; at: string } };

export type CertificateCommand = IssueCertificate | RevokeCertificate;

export function decide(command: CertificateCommand, state: CertificateState): CertificateEvent[] {
  switch (command.type) {
    case 'IssueCertificate':
      return issue(command, state);
    case 'RevokeCertificate':
      return revoke(command, state);
    default:
      return assertNever(command);
  }
}

function issue({ data }: IssueCertificate, state: CertificateState): CertificateEvent[] {
  const { userId, courseId } = data;
  // The first code wins: a redelivered completion (with another random code) records nothing, so
  // the code printed on a downloaded certificate stays the one that verifies.
  if (state.code === null) return [{ type: 'CertificateIssued', data: { certificateCode: data.certificateCode, userId, courseId, issuedAt: data.issuedAt } }];
  if (state.valid) return [];
  // Revoked by a refund, and the learner holds the course again: the same certificate, same code and date.
  return [{ type: 'CertificateReinstated', data: { certificateCode: state.code, userId, courseId, reinstatedAt: data.at } }];
}

function revoke({ data }: RevokeCertificate, state: CertificateState): CertificateEvent[] {
  // No certificate yet (refunded before completing), or revoked already (a redelivered refund).
  if (state.code === null || !state.valid) return [];
  const { userId, courseId, at } = data;
  return [{ type: 'CertificateRevoked', data: { certificateCode: state.code, userId, courseId, reason: 'enrolment_withdrawn', revokedAt: at } }];
}

/** Every command names the learner and the course: the stream of that one certificate. */
export const certificateAggregate: Aggregate<CertificateCommand, CertificateEvent, CertificateState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toCertificateStreamId(command.data.userId, command.data.courseId),
};
