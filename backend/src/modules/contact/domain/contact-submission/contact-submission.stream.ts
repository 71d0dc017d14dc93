export const toContactSubmissionStreamId = (submissionId: string) => `contact_submission-${submissionId}`;
