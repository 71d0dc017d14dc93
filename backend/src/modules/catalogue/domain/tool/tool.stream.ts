/** One stream per tool: its details and all of its plans, so plan names and the plan limit are checked in one place. */
export const toToolStreamId = (toolId: string) => `catalogue_tool-${toolId}`;
