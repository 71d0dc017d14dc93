/**
 * One stream per learner: a person has one face, whatever course they open, so every enrolment,
 * verification and reset of that face is decided on the same stream.
 */
export const toFaceEnrolmentStreamId = (userId: string) => `learning_face-${userId}`;
