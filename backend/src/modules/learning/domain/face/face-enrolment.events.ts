import type { DomainEvent } from '../../../../platform/domain/decider';
import type { SealedData } from '../../../../platform/domain/sealed-data';

/**
 * The learner's face was enrolled by their first verification. Only the face's descriptor (the
 * model's numbers, not the photo) is kept, sealed under the learner's own personal-data key:
 * forgetting the key erases it from the log for good. `faceId` names this enrolment, so a
 * verification counts only against the face that is still enrolled. `model` names the recognizer
 * that made the descriptor: descriptors of two models cannot be compared.
 */
export type FaceEnrolled = DomainEvent<
  'FaceEnrolled',
  { userId: string; faceId: string; descriptor: SealedData; model: string; courseId: string; enrolledAt: string }
>;

/** A later photo matched the enrolled face: the learner was let into the course. No photo is ever kept. */
export type FaceVerified = DomainEvent<'FaceVerified', { userId: string; faceId: string; courseId: string; verifiedAt: string }>;

/** An admin removed the enrolled face (a new phone camera, a wrong first photo), saying why; the next verification enrols again. */
export type FaceReset = DomainEvent<'FaceReset', { userId: string; faceId: string; resetBy: string; reason: string; resetAt: string }>;

export type FaceEnrolmentEvent = FaceEnrolled | FaceVerified | FaceReset;

export const FACE_ENROLMENT_EVENT_TYPES = ['FaceEnrolled', 'FaceVerified', 'FaceReset'] as const satisfies ReadonlyArray<FaceEnrolmentEvent['type']>;
