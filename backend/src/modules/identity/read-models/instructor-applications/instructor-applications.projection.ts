import type { InstructorApplicationDetails } from '@academy/contracts';
import { defineProjection } from '../../../../platform/projections/define-projection';
import type { InstructorApplicationEvent } from '../../domain/instructor-application/instructor-application.events';
import type { UserAccountDeleted } from '../../domain/user-account/user-account.events';
import { INSTRUCTOR_APPLICATIONS_COLLECTION, instructorApplicationRows } from './instructor-applications.read-model';

/**
 * Idempotent: each event sets absolute values. The details and the reason are sealed under the
 * applicant's key: once the account is deleted the row goes, and a rebuild cannot bring it back.
 */
export const instructorApplicationsProjection = defineProjection<InstructorApplicationEvent | UserAccountDeleted>({
  name: 'identity.instructor-applications.v1',
  collections: [INSTRUCTOR_APPLICATIONS_COLLECTION],
  handlers: {
    async InstructorApplicationSubmitted({ data }, { store, tools, recorded }) {
      const details = await tools.openPersonalData<InstructorApplicationDetails>(data.details);
      if (!details) return;
      const { expertise, topics, experience, sampleLinks, phone } = details;
      await instructorApplicationRows(store).upsert({
        id: data.uid,
        status: 'pending',
        expertise,
        topics,
        experience,
        sampleLinks,
        phone,
        attempt: data.attempt,
        submittedAt: data.submittedAt,
        decidedAt: null,
        decidedBy: null,
        rejectionReason: null,
        revision: recorded.revision,
      });
    },
    async InstructorApplicationAccepted({ data }, { store, recorded }) {
      await instructorApplicationRows(store).patch(data.uid, { status: 'accepted', decidedAt: data.acceptedAt, decidedBy: data.acceptedBy, revision: recorded.revision });
    },
    async InstructorApplicationRejected({ data }, { store, tools, recorded }) {
      const reason = await tools.openPersonalData<string>(data.reason);
      await instructorApplicationRows(store).patch(data.uid, {
        status: 'rejected',
        decidedAt: data.rejectedAt,
        decidedBy: data.rejectedBy,
        rejectionReason: reason ?? '',
        revision: recorded.revision,
      });
    },
    async UserAccountDeleted({ data }, { store }) {
      await instructorApplicationRows(store).delete(data.uid);
    },
  },
});
