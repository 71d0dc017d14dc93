import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import type { SealedData } from '../../../../platform/domain/sealed-data';
import type { FaceEnrolmentEvent } from './face-enrolment.events';
import { FaceEnrolmentState, initialState, evolve } from './face-enrolment.state';
import { toFaceEnrolmentStreamId } from './face-enrolment.stream';

/** The first verification: the photo's descriptor, already sealed, becomes the learner's face. */
export type EnrolFace = {
  type: 'EnrolFace';
  data: { userId: string; faceId: string; descriptor: SealedData; model: string; courseId: string; at: string };
};
/** A later photo matched the face `faceId` (the match is computed outside, on the opened descriptor). */
export type RecordFaceVerified = { type: 'RecordFaceVerified'; data: { userId: string; faceId: string; courseId: string; at: string } };
/** An admin removes the enrolled face. */
export type ResetFace = { type: 'ResetFace'; data: { userId: string; resetBy: string; reason: string; at: string } };

export type FaceEnrolmentCommand = EnrolFace | RecordFaceVerified | ResetFace;

export function decide(command: FaceEnrolmentCommand, state: FaceEnrolmentState): FaceEnrolmentEvent[] {
  switch (command.type) {
    case 'EnrolFace':
      return enrol(command, state);
    case 'RecordFaceVerified':
      return verified(command, state);
    case 'ResetFace':
      return reset(command, state);
    default:
      return assertNever(command);
  }
}

const enrolmentChanged = () => new DomainError('FACE_ENROLMENT_CHANGED', 'conflict');

function enrol({ data }: EnrolFace, state: FaceEnrolmentState): FaceEnrolmentEvent[] {
  // A face is enrolled once: a second "first" photo (two tabs verifying at once) must be compared
  // with the face now enrolled, never replace it; only an admin's reset frees the place.
  if (state.current !== null) throw enrolmentChanged();
  const { userId, faceId, descriptor, model, courseId, at } = data;
  return [{ type: 'FaceEnrolled', data: { userId, faceId, descriptor, model, courseId, enrolledAt: at } }];
}

function verified({ data }: RecordFaceVerified, state: FaceEnrolmentState): FaceEnrolmentEvent[] {
  // The photo was compared with the face `faceId`: if an admin reset it (or it was replaced) in the
  // meantime, that comparison proves nothing about the learner's face now.
  if (state.current?.faceId !== data.faceId) throw enrolmentChanged();
  const { userId, faceId, courseId, at } = data;
  return [{ type: 'FaceVerified', data: { userId, faceId, courseId, verifiedAt: at } }];
}

function reset({ data }: ResetFace, state: FaceEnrolmentState): FaceEnrolmentEvent[] {
  // Nothing enrolled (never, or reset already): a repeated reset records nothing.
  if (state.current === null) return [];
  const { userId, resetBy, reason, at } = data;
  return [{ type: 'FaceReset', data: { userId, faceId: state.current.faceId, resetBy, reason, resetAt: at } }];
}

/** Every command names the learner: the stream of their one face. */
export const faceEnrolmentAggregate: Aggregate<FaceEnrolmentCommand, FaceEnrolmentEvent, FaceEnrolmentState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: (command) => toFaceEnrolmentStreamId(command.data.userId),
};
