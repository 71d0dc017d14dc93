import { defineProjection } from '../../../../platform/projections/define-projection';
import type { EnrolmentEvent } from '../../domain/enrolment/enrolment.events';
import { ENROLMENTS_COLLECTION, enrolmentRowId, enrolmentRows } from './enrolments.read-model';

/**
 * Idempotent: a grant writes the whole row, a withdrawal removes it, so a replay from an older
 * checkpoint ends in the same rows. The decider grants each learner and course at most once at a time.
 */
export const enrolmentsProjection = defineProjection<EnrolmentEvent>({
  name: 'learning.enrolments.v1',
  collections: [ENROLMENTS_COLLECTION],
  handlers: {
    async EnrolmentGranted({ data }, { store }) {
      const { userId, courseId, source, enrolledAt } = data;
      await enrolmentRows(store).upsert({ id: enrolmentRowId(userId, courseId), userId, courseId, source, enrolledAt });
    },
    async EnrolmentWithdrawn({ data }, { store }) {
      await enrolmentRows(store).delete(enrolmentRowId(data.userId, data.courseId));
    },
  },
});
