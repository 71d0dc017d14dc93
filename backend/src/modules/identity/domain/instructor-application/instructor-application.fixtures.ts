import type { SealedData } from '../../../../platform/domain/sealed-data';
import type { InstructorApplicationEvent } from './instructor-application.events';

/** One applicant's history, shared by the decider and projection specs. */
export const applicant = 'u-applicant';
export const admin = 'u-admin';
export const submittedAt = '2027-04-01T02:00:00.000Z';
export const decidedAt = '2027-04-02T03:00:00.000Z';

/** What the applicant typed, as the projection shows it once opened. */
export const details = {
  expertise: 'Quảng cáo Facebook',
  topics: ['Facebook Ads', 'Bán hàng online'],
  experience: 'Tôi đã chạy quảng cáo cho hơn 40 cửa hàng thời trang và mỹ phẩm trong 6 năm qua.',
  sampleLinks: ['https://www.youtube.com/watch?v=abc123'],
  phone: '0901234567',
};

/** The decider passes sealed data along unread; projection specs seal with a real vault. */
export const opaque = (what: string): SealedData => ({ sealed: 'aes-256-gcm', subject: applicant, iv: 'iv', tag: 'tag', data: what });

export const submitted = (attempt = 1, sealed: SealedData = opaque('details'), at = submittedAt): InstructorApplicationEvent => ({
  type: 'InstructorApplicationSubmitted',
  data: { uid: applicant, attempt, details: sealed, submittedAt: at },
});
export const accepted = (attempt = 1): InstructorApplicationEvent => ({
  type: 'InstructorApplicationAccepted',
  data: { uid: applicant, attempt, acceptedBy: admin, acceptedAt: decidedAt },
});
export const rejected = (attempt = 1, reason: SealedData = opaque('reason')): InstructorApplicationEvent => ({
  type: 'InstructorApplicationRejected',
  data: { uid: applicant, attempt, reason, rejectedBy: admin, rejectedAt: decidedAt },
});
