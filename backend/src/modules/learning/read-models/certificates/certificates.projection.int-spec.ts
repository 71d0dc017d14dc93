import type { SealedData } from '../../../../platform/domain/sealed-data';
import { ProjectionSpec } from '../../../../platform/testing/projection-spec';
import type { GivenEvent } from '../../../../platform/testing/projection-spec';
import { certificatesProjection } from './certificates.projection';
import { CERTIFICATES_COLLECTION, CertificateRow } from './certificates.read-model';

const at = '2026-11-20T08:00:00.000Z';
const completedAt = '2026-12-10T14:30:00.000Z';
const details = (name: string, email: string) => ({ name, email, phoneNumber: '0912345678', age: 30, avatarUrl: null });

/** Identity's events as recorded; learning reads only what their public contract names. */
const registered = (uid: string, personal: SealedData): GivenEvent => ({
  type: 'UserAccountRegistered',
  data: { uid, role: 'student', personal, emailVerified: true, source: 'self', registeredBy: null, registeredAt: at },
  streamId: `identity_user-${uid}`,
});
const profileUpdated = (uid: string, personal: SealedData): GivenEvent => ({ type: 'UserProfileUpdated', data: { uid, personal, updatedAt: at }, streamId: `identity_user-${uid}` });
const deleted = (uid: string): GivenEvent => ({ type: 'UserAccountDeleted', data: { uid, by: uid, at }, streamId: `identity_user-${uid}` });

const stream = (userId: string, courseId: string) => `learning_certificate-${userId}~${courseId}`;
const issued = (userId: string, courseId: string, code: string, issuedAt = completedAt): GivenEvent => ({
  type: 'CertificateIssued',
  data: { certificateCode: code, userId, courseId, issuedAt },
  streamId: stream(userId, courseId),
});
const revoked = (userId: string, courseId: string, code: string): GivenEvent => ({
  type: 'CertificateRevoked',
  data: { certificateCode: code, userId, courseId, reason: 'enrolment_withdrawn', revokedAt: '2026-12-12T09:00:00.000Z' },
  streamId: stream(userId, courseId),
});
const reinstated = (userId: string, courseId: string, code: string): GivenEvent => ({
  type: 'CertificateReinstated',
  data: { certificateCode: code, userId, courseId, reinstatedAt: '2026-12-20T08:00:00.000Z' },
  streamId: stream(userId, courseId),
});

const row = (overrides: Partial<CertificateRow> = {}): CertificateRow => ({
  id: 'u-learner~c-excel',
  code: 'CC-7K3M-9QXR-2HDP',
  userId: 'u-learner',
  courseId: 'c-excel',
  learnerName: 'Nguyễn Thị Ánh Dương',
  issuedAt: completedAt,
  valid: true,
  revokedAt: null,
  ...overrides,
});

/** The people of these cases, their details sealed by the spec's vault as identity seals them. */
const PEOPLE = {
  learner: ['u-learner', 'Nguyễn Thị Ánh Dương'],
  learnerRenamed: ['u-learner', 'Nguyễn Ánh Dương'],
  bystander: ['u-other', 'Chưa Học Xong'],
} as const;

describe('certificates projection (every case applied twice)', () => {
  let spec: ProjectionSpec;
  const sealed = {} as Record<keyof typeof PEOPLE, SealedData>;
  beforeAll(async () => {
    spec = await ProjectionSpec.of(certificatesProjection);
    for (const [key, [uid, name]] of Object.entries(PEOPLE)) sealed[key as keyof typeof PEOPLE] = await spec.vault.seal(uid, details(name, `${uid}@example.vn`));
  });
  afterAll(() => spec.close());

  it('lists an issued certificate by code with the learner name, opening only the details of people who were certified', async () => {
    await spec.givenEvents(registered('u-learner', sealed.learner), registered('u-other', sealed.bystander), issued('u-learner', 'c-excel', 'CC-7K3M-9QXR-2HDP')).thenRows(CERTIFICATES_COLLECTION, [row()]);
    await spec
      .givenEvents(registered('u-learner', sealed.learner), registered('u-other', sealed.bystander), issued('u-learner', 'c-excel', 'CC-7K3M-9QXR-2HDP'))
      .thenRows('learning_certificate_holders', [
        { id: 'u-learner', sealed: sealed.learner, shown: true, name: 'Nguyễn Thị Ánh Dương', email: 'u-learner@example.vn' },
        { id: 'u-other', sealed: sealed.bystander, shown: false, name: null, email: null },
      ]);
  });

  it('marks a revoked certificate invalid with the date, and valid again once reinstated', async () => {
    const history = [registered('u-learner', sealed.learner), issued('u-learner', 'c-excel', 'CC-7K3M-9QXR-2HDP'), revoked('u-learner', 'c-excel', 'CC-7K3M-9QXR-2HDP')];
    await spec.givenEvents(...history).thenRows(CERTIFICATES_COLLECTION, [row({ valid: false, revokedAt: '2026-12-12T09:00:00.000Z' })]);
    await spec.givenEvents(...history, reinstated('u-learner', 'c-excel', 'CC-7K3M-9QXR-2HDP')).thenRows(CERTIFICATES_COLLECTION, [row()]);
  });

  it('follows a renamed learner on every certificate, and shows none once the account is deleted', async () => {
    const history = [
      registered('u-learner', sealed.learner),
      issued('u-learner', 'c-excel', 'CC-7K3M-9QXR-2HDP'),
      issued('u-learner', 'c-seo', 'CC-B4TW-N8ZA-6FJE', '2026-12-11T10:00:00.000Z'),
      profileUpdated('u-learner', sealed.learnerRenamed),
    ];
    const seo = { id: 'u-learner~c-seo', courseId: 'c-seo', code: 'CC-B4TW-N8ZA-6FJE', issuedAt: '2026-12-11T10:00:00.000Z' };
    await spec.givenEvents(...history).thenRows(CERTIFICATES_COLLECTION, [row({ learnerName: 'Nguyễn Ánh Dương' }), row({ ...seo, learnerName: 'Nguyễn Ánh Dương' })]);
    await spec.givenEvents(...history, deleted('u-learner')).thenRows(CERTIFICATES_COLLECTION, [row({ learnerName: null }), row({ ...seo, learnerName: null })]);
  });
});
