/** One stream per applicant: their applications, one after another, at most one open. */
export const toInstructorApplicationStreamId = (uid: string) => `identity_instructor_application-${uid}`;
