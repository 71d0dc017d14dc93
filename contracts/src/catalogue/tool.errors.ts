/** The tool error codes of the catalogue and their Vietnamese texts (spec part 2 section 8 where it words them). */
export const TOOL_ERRORS = {} as const;
