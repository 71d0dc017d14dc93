import { defineProjection } from '../../../../platform/projections/define-projection';
import type { AccountEvent } from '../../../identity';
import type { CertificateEvent } from '../../domain/certificate/certificate.events';
import { CERTIFICATES_COLLECTION, certificateHolders, certificateRowId, certificateRows } from './certificates.read-model';

/**
 * Certificates by code and by learner, with the learner's name. Idempotent: an issue writes the
 * whole row, a revocation and a reinstatement set absolute values, and identity's events replace
 * the holder's details and copy them onto their certificates, so a replay ends where the first
 * delivery did.
 */
export const certificatesProjection = defineProjection<CertificateEvent | AccountEvent>({
  name: 'learning.certificates.v1',
  collections: [CERTIFICATES_COLLECTION, certificateHolders.collection],
  handlers: {
    async CertificateIssued({ data }, { store, tools }) {
      const { certificateCode, userId, courseId, issuedAt } = data;
      const learner = await certificateHolders.named(store, tools, userId);
      await certificateRows(store).upsert({
        id: certificateRowId(userId, courseId),
        code: certificateCode,
        userId,
        courseId,
        learnerName: learner.name,
        issuedAt,
        valid: true,
        revokedAt: null,
      });
    },
    async CertificateRevoked({ data }, { store }) {
      await certificateRows(store).patch(certificateRowId(data.userId, data.courseId), { valid: false, revokedAt: data.revokedAt });
    },
    async CertificateReinstated({ data }, { store }) {
      await certificateRows(store).patch(certificateRowId(data.userId, data.courseId), { valid: true, revokedAt: null });
    },
    ...certificateHolders.handlers,
  },
});
