import type { SealedData } from '../../../../platform/domain/sealed-data';
import { ContactDetails, contactDetailsSubject, ContactMessageReceived, ContactMessageSubmitted } from './contact-submission.events';

const submissionId = 's1';
const submittedAt = '2026-11-22T08:00:00.000Z';

/** One visitor's message, shared by the decider and projection specs. */
export const details: ContactDetails = { name: 'Nguyễn Văn An', email: 'an@example.vn', phone: '0901234567', message: 'Tôi muốn hỏi về khóa học' };

/** The decider passes sealed details along unread; projection specs seal `details` with a real vault. */
const opaqueDetails: SealedData = { sealed: 'aes-256-gcm', subject: contactDetailsSubject(submissionId), iv: 'iv', tag: 'tag', data: 'data' };

export const received = (sealed: SealedData = opaqueDetails): ContactMessageReceived => ({
  type: 'ContactMessageReceived',
  data: { submissionId, details: sealed, submittedAt },
});

/** The same message as logs from before the personal-data rule hold it. */
export const submittedInTheClear: ContactMessageSubmitted = { type: 'ContactMessageSubmitted', data: { submissionId, ...details, submittedAt } };
