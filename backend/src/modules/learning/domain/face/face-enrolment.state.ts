import { assertNever } from '../../../../platform/domain/decider';
import type { SealedData } from '../../../../platform/domain/sealed-data';
import type { FaceEnrolmentEvent } from './face-enrolment.events';

export interface EnrolledFace {
  faceId: string;
  descriptor: SealedData;
  model: string;
  enrolledAt: string;
}

export interface FaceEnrolmentState {
  /** The face later photos must match; null before the first verification and after a reset. */
  readonly current: EnrolledFace | null;
}

export const initialState: FaceEnrolmentState = { current: null };

export function evolve(state: FaceEnrolmentState, event: FaceEnrolmentEvent): FaceEnrolmentState {
  switch (event.type) {
    case 'FaceEnrolled': {
      const { faceId, descriptor, model, enrolledAt } = event.data;
      return { current: { faceId, descriptor, model, enrolledAt } };
    }
    case 'FaceVerified':
      return state;
    case 'FaceReset':
      return { current: null };
    default:
      return assertNever(event);
  }
}
