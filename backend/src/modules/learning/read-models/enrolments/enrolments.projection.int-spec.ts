import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { EnrolmentEvent, EnrolmentSource } from '../../domain/enrolment/enrolment.events';
import { enrolmentsProjection } from './enrolments.projection';
import { ENROLMENTS_COLLECTION } from './enrolments.read-model';

const userId = 'u-learner';
const paidAt = '2026-12-01T09:05:00.000Z';
const byOrder = (orderId: string): EnrolmentSource => ({ kind: 'order', orderId });
const byAdmin: EnrolmentSource = { kind: 'admin_grant', grantedBy: 'u-admin' };

const granted = (courseId: string, source: EnrolmentSource, at = paidAt): EnrolmentEvent & { streamId: string } => ({
  type: 'EnrolmentGranted',
  data: { userId, courseId, source, enrolledAt: at },
  streamId: `learning_enrolment-${userId}~${courseId}`,
});
const withdrawn = (courseId: string, orderId: string): EnrolmentEvent & { streamId: string } => ({
  type: 'EnrolmentWithdrawn',
  data: { userId, courseId, orderId, reason: 'order_refunded', withdrawnAt: '2026-12-05T10:00:00.000Z' },
  streamId: `learning_enrolment-${userId}~${courseId}`,
});
const row = (courseId: string, source: EnrolmentSource, at = paidAt) => ({ id: `${userId}~${courseId}`, userId, courseId, source, enrolledAt: at });

describe('enrolments projection (every case applied twice)', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => (spec = await ProjectionSpec.of(enrolmentsProjection)));
  afterAll(() => spec.close());

  it('lists each course a learner was granted, whatever gave it', async () => {
    await spec.givenEvents(granted('c1', byOrder('o1')), granted('c2', byAdmin)).thenRows(ENROLMENTS_COLLECTION, [row('c1', byOrder('o1')), row('c2', byAdmin)]);
  });

  it('drops a withdrawn course, and lists it again when it is granted again', async () => {
    await spec.givenEvents(granted('c1', byOrder('o1')), withdrawn('c1', 'o1')).thenRows(ENROLMENTS_COLLECTION, []);
    const later = '2026-12-07T08:00:00.000Z';
    await spec
      .givenEvents(granted('c1', byOrder('o1')), withdrawn('c1', 'o1'), granted('c1', byAdmin, later))
      .thenRows(ENROLMENTS_COLLECTION, [row('c1', byAdmin, later)]);
  });
});
