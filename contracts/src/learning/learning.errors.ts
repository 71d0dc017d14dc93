/** The learning error codes and their Vietnamese texts (spec part 2 section 8 where it words them). */
export const LEARNING_ERRORS = {
  ENROLMENT_GRANT_FAILED: 'Không thể cấp quyền truy cập.',
} as const;
