/** The course error codes of the catalogue and their Vietnamese texts (spec part 2 section 8 where it words them). */
export const COURSE_ERRORS = {} as const;
