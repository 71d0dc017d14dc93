import type { ContactMessageSubmitted } from './contact-submission.events';

/** One submitted message, shared by the decider and projection specs. */
export const submitted: ContactMessageSubmitted = {
  type: 'ContactMessageSubmitted',
  data: {
    submissionId: 's1',
    name: 'Nguyễn Văn An',
    email: 'an@example.vn',
    phone: '0901234567',
    message: 'Tôi muốn hỏi về khóa học',
    submittedAt: '2026-11-22T08:00:00.000Z',
  },
};
