import type { Role } from '@academy/contracts';
import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { InstructorApplicationCommand, instructorApplicationDecider } from './instructor-application.decider';
import { accepted, admin, applicant, decidedAt, opaque, rejected, submitted, submittedAt } from './instructor-application.fixtures';
import { toInstructorApplicationStreamId } from './instructor-application.stream';

const submit = (applicantRole: Role = 'student', at = submittedAt): InstructorApplicationCommand => ({
  type: 'SubmitInstructorApplication',
  data: { uid: applicant, applicantRole, details: opaque('details'), at },
});
const accept: InstructorApplicationCommand = { type: 'AcceptInstructorApplication', data: { uid: applicant, by: admin, at: decidedAt } };
const reject: InstructorApplicationCommand = { type: 'RejectInstructorApplication', data: { uid: applicant, by: admin, at: decidedAt, reason: opaque('reason') } };

const given = deciderSpec(instructorApplicationDecider);

describe('instructor application decider', () => {
  it('keeps each applicant on a stream of their own', () => {
    expect(instructorApplicationDecider.streamIdOf(submit())).toBe(`identity_instructor_application-${applicant}`);
    expect(toInstructorApplicationStreamId('u2')).toBe('identity_instructor_application-u2');
  });

  describe('submit', () => {
    it('records a student’s first application as attempt 1', () => {
      given([]).when(submit()).then([submitted(1)]);
    });

    it('records nothing while an application is open: one open application per user, a repeat keeps the first', () => {
      given([submitted(1)]).when(submit('student', '2027-04-01T05:00:00.000Z')).then([]);
    });

    it('lets a rejected applicant apply again, as the next attempt', () => {
      given([submitted(1), rejected(1)]).when(submit()).then([submitted(2)]);
    });

    it('refuses instructors and admins: they teach already', () => {
      given([]).when(submit('instructor')).thenThrows('ALREADY_INSTRUCTOR');
      given([]).when(submit('admin')).thenThrows('ALREADY_INSTRUCTOR');
      given([submitted(1), accepted(1)]).when(submit('instructor')).thenThrows('ALREADY_INSTRUCTOR');
    });

    it('lets an accepted applicant whom an admin turned back into a student apply again', () => {
      given([submitted(1), accepted(1)]).when(submit('student')).then([submitted(2)]);
    });
  });

  describe('accept', () => {
    it('accepts the open application', () => {
      given([submitted(1)]).when(accept).then([accepted(1)]);
      given([submitted(1), rejected(1), submitted(2)]).when(accept).then([accepted(2)]);
    });

    it('records nothing when accepted again (a double click, a retried request)', () => {
      given([submitted(1), accepted(1)]).when(accept).then([]);
    });

    it('refuses to accept a rejected application, and one that was never sent', () => {
      given([submitted(1), rejected(1)]).when(accept).thenThrows('INSTRUCTOR_APPLICATION_DECIDED');
      given([]).when(accept).thenThrows('INSTRUCTOR_APPLICATION_NOT_FOUND');
    });
  });

  describe('reject', () => {
    it('rejects the open application with the sealed reason', () => {
      given([submitted(1)]).when(reject).then([rejected(1)]);
    });

    it('records nothing when rejected again', () => {
      given([submitted(1), rejected(1)]).when(reject).then([]);
    });

    it('refuses to reject an accepted application, and one that was never sent', () => {
      given([submitted(1), accepted(1)]).when(reject).thenThrows('INSTRUCTOR_APPLICATION_DECIDED');
      given([]).when(reject).thenThrows('INSTRUCTOR_APPLICATION_NOT_FOUND');
    });
  });
});
