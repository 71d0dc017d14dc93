import type { DomainEvent } from '../../../../platform/domain/decider';
import type { SealedData } from '../../../../platform/domain/sealed-data';

/**
 * What an applicant tells us (expertise, topics, experience, sample links, phone): personal data,
 * sealed under the applicant's own key like their profile, so deleting the account erases it.
 */
export type InstructorApplicationSubmitted = DomainEvent<
  'InstructorApplicationSubmitted',
  { uid: string; attempt: number; details: SealedData; submittedAt: string }
>;
export type InstructorApplicationAccepted = DomainEvent<
  'InstructorApplicationAccepted',
  { uid: string; attempt: number; acceptedBy: string; acceptedAt: string }
>;
/** The admin's reason is about the applicant and shown to them: sealed under their key too. */
export type InstructorApplicationRejected = DomainEvent<
  'InstructorApplicationRejected',
  { uid: string; attempt: number; reason: SealedData; rejectedBy: string; rejectedAt: string }
>;

export type InstructorApplicationEvent = InstructorApplicationSubmitted | InstructorApplicationAccepted | InstructorApplicationRejected;

export const INSTRUCTOR_APPLICATION_EVENT_TYPES = [
  'InstructorApplicationSubmitted',
  'InstructorApplicationAccepted',
  'InstructorApplicationRejected',
] as const satisfies ReadonlyArray<InstructorApplicationEvent['type']>;
