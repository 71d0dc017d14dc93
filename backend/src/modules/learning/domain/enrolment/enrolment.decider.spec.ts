import { deciderSpec } from '../../../../platform/testing/decider-spec';
import { EnrolmentCommand, enrolmentAggregate } from './enrolment.decider';
import type { EnrolmentEvent, EnrolmentSource } from './enrolment.events';
import { toEnrolmentStreamId } from './enrolment.stream';

const userId = 'u-learner';
const courseId = 'c-excel';
const paidAt = '2026-12-01T09:05:00.000Z';
const later = '2026-12-03T10:00:00.000Z';

const byOrder = (orderId: string): EnrolmentSource => ({ kind: 'order', orderId });
const byAdmin: EnrolmentSource = { kind: 'admin_grant', grantedBy: 'u-admin' };

const enrol = (source: EnrolmentSource, at = paidAt): EnrolmentCommand => ({ type: 'EnrolLearner', data: { userId, courseId, source, at } });
const refund = (orderId: string): EnrolmentCommand => ({ type: 'WithdrawOrderEnrolment', data: { userId, courseId, orderId, at: later } });

const granted = (source: EnrolmentSource, at = paidAt): EnrolmentEvent => ({ type: 'EnrolmentGranted', data: { userId, courseId, source, enrolledAt: at } });
const withdrawn = (orderId: string): EnrolmentEvent => ({
  type: 'EnrolmentWithdrawn',
  data: { userId, courseId, orderId, reason: 'order_refunded', withdrawnAt: later },
});

const given = deciderSpec(enrolmentAggregate);

describe('enrolment decider', () => {
  describe('enrol a learner', () => {
    it('grants the course from a paid order, dated at the payment', () => {
      given([]).when(enrol(byOrder('o1'))).then([granted(byOrder('o1'))]);
    });

    it('grants the course from an admin', () => {
      given([]).when(enrol(byAdmin, later)).then([granted(byAdmin, later)]);
    });

    it('never grants twice: a redelivered payment, a second order or a repeated admin grant records nothing', () => {
      given([granted(byOrder('o1'))]).when(enrol(byOrder('o1'))).then([]);
      given([granted(byOrder('o1'))]).when(enrol(byOrder('o2'))).then([]);
      given([granted(byOrder('o1'))]).when(enrol(byAdmin)).then([]);
      given([granted(byAdmin)]).when(enrol(byAdmin)).then([]);
    });

    it('does not grant again from a payment redelivered after its refund', () => {
      given([granted(byOrder('o1')), withdrawn('o1')]).when(enrol(byOrder('o1'))).then([]);
    });

    it('grants again after a refund when another order or an admin gives the course', () => {
      given([granted(byOrder('o1')), withdrawn('o1')]).when(enrol(byOrder('o2'))).then([granted(byOrder('o2'))]);
      given([granted(byOrder('o1')), withdrawn('o1')]).when(enrol(byAdmin, later)).then([granted(byAdmin, later)]);
    });
  });

  describe('withdraw on refund', () => {
    it('takes back the course the refunded order gave', () => {
      given([granted(byOrder('o1'))]).when(refund('o1')).then([withdrawn('o1')]);
    });

    it('takes back only what that order gave', () => {
      given([granted(byAdmin)]).when(refund('o1')).then([]);
      given([granted(byOrder('o2'))]).when(refund('o1')).then([]);
      given([]).when(refund('o1')).then([]);
    });

    it('records a redelivered refund once', () => {
      given([granted(byOrder('o1')), withdrawn('o1')]).when(refund('o1')).then([]);
    });
  });

  it('decides on one stream per learner and course', () => {
    expect(enrolmentAggregate.streamIdOf(enrol(byAdmin))).toBe(toEnrolmentStreamId(userId, courseId));
    expect(enrolmentAggregate.streamIdOf(refund('o1'))).toBe('learning_enrolment-u-learner~c-excel');
    expect(toEnrolmentStreamId('a-b', 'c')).not.toBe(toEnrolmentStreamId('a', 'b-c'));
  });
});
