import type { SealedData } from '../../../../platform/domain/sealed-data';
import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { FaceEnrolmentCommand, faceEnrolmentAggregate } from './face-enrolment.decider';
import type { FaceEnrolmentEvent } from './face-enrolment.events';
import { toFaceEnrolmentStreamId } from './face-enrolment.stream';

const userId = 'u-learner';
const courseId = 'c-excel';
const model = 'face-api/ssd-mobilenet-v1+resnet-34';
const day1 = '2026-12-01T09:00:00.000Z';
const day2 = '2026-12-02T09:00:00.000Z';
const day3 = '2026-12-03T09:00:00.000Z';

/** What the vault makes of a descriptor: the decider only passes it along. */
const sealed = (data: string): SealedData => ({ sealed: 'aes-256-gcm', subject: userId, iv: 'aXY=', tag: 'dGFn', data });
const first = sealed('Zmlyc3Q=');
const second = sealed('c2Vjb25k');

const enrol = (faceId: string, descriptor = first, at = day1): FaceEnrolmentCommand => ({
  type: 'EnrolFace',
  data: { userId, faceId, descriptor, model, courseId, at },
});
const verify = (faceId: string, at = day2, course = courseId): FaceEnrolmentCommand => ({ type: 'RecordFaceVerified', data: { userId, faceId, courseId: course, at } });
const reset = (reason = 'Học viên đổi điện thoại', at = day3): FaceEnrolmentCommand => ({ type: 'ResetFace', data: { userId, resetBy: 'u-admin', reason, at } });

const enrolled = (faceId: string, descriptor = first, at = day1): FaceEnrolmentEvent => ({
  type: 'FaceEnrolled',
  data: { userId, faceId, descriptor, model, courseId, enrolledAt: at },
});
const verified = (faceId: string, at = day2, course = courseId): FaceEnrolmentEvent => ({ type: 'FaceVerified', data: { userId, faceId, courseId: course, verifiedAt: at } });
const wasReset = (faceId: string, reason = 'Học viên đổi điện thoại', at = day3): FaceEnrolmentEvent => ({
  type: 'FaceReset',
  data: { userId, faceId, resetBy: 'u-admin', reason, resetAt: at },
});

const given = deciderSpec(faceEnrolmentAggregate);

describe('face enrolment decider', () => {
  describe('enrol a face', () => {
    it('enrols the first face with its sealed descriptor, the model that made it and the course being opened', () => {
      given([]).when(enrol('f1')).then([enrolled('f1')]);
    });

    it('never replaces an enrolled face: a second first photo (two tabs at once) is a conflict, to be compared instead', () => {
      given([enrolled('f1')]).when(enrol('f2', second, day2)).thenThrows('FACE_ENROLMENT_CHANGED');
      given([enrolled('f1'), verified('f1')]).when(enrol('f1')).thenThrows('FACE_ENROLMENT_CHANGED');
    });

    it('enrols a new face after an admin reset', () => {
      given([enrolled('f1'), wasReset('f1')]).when(enrol('f2', second, day3)).then([enrolled('f2', second, day3)]);
    });
  });

  describe('record a verification', () => {
    it('records each matched photo, for any course the learner opens', () => {
      given([enrolled('f1')]).when(verify('f1')).then([verified('f1')]);
      given([enrolled('f1'), verified('f1')]).when(verify('f1', day3, 'c-ads')).then([verified('f1', day3, 'c-ads')]);
    });

    it('refuses a match against a face that is no longer the enrolled one (reset or replaced meanwhile)', () => {
      given([]).when(verify('f1')).thenThrows('FACE_ENROLMENT_CHANGED');
      given([enrolled('f1'), wasReset('f1')]).when(verify('f1')).thenThrows('FACE_ENROLMENT_CHANGED');
      given([enrolled('f1'), wasReset('f1'), enrolled('f2', second)]).when(verify('f1')).thenThrows('FACE_ENROLMENT_CHANGED');
      given([enrolled('f1'), wasReset('f1'), enrolled('f2', second)]).when(verify('f2')).then([verified('f2')]);
    });
  });

  describe('reset by an admin', () => {
    it('records who reset which face, when and why', () => {
      given([enrolled('f1'), verified('f1')]).when(reset()).then([wasReset('f1')]);
    });

    it('records nothing when no face is enrolled: never, or already reset', () => {
      given([]).when(reset()).then([]);
      given([enrolled('f1'), wasReset('f1')]).when(reset('Lần nữa')).then([]);
    });
  });

  it('decides on one stream per learner, whatever the course', () => {
    expect(faceEnrolmentAggregate.streamIdOf(enrol('f1'))).toBe(toFaceEnrolmentStreamId(userId));
    expect(faceEnrolmentAggregate.streamIdOf(verify('f1', day2, 'c-ads'))).toBe('learning_face-u-learner');
    expect(faceEnrolmentAggregate.streamIdOf(reset())).toBe('learning_face-u-learner');
  });

  it('replays its history from stored JSON to the same state', () => {
    const history = [enrolled('f1'), verified('f1'), wasReset('f1'), enrolled('f2', second)];
    const replayed = JSON.parse(JSON.stringify(history)) as FaceEnrolmentEvent[];
    // The face enrolled last is the one a photo must match, after a round trip through the store.
    given(replayed).when(verify('f2')).then([verified('f2')]);
    given(replayed).when(verify('f1')).thenThrows('FACE_ENROLMENT_CHANGED');
  });
});
