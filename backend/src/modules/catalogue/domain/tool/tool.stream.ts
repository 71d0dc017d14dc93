/** One stream per tool: its details and all of its plans, so plan names and the plan limit are checked in one place. */
export const toToolStreamId = (toolId: string) => `catalogue_tool-${toolId}`;

/** One stream per slug: appending its first event with `no_stream` is what makes a slug unique. */
export const toToolSlugStreamId = (slug: string) => `catalogue_tool_slug-${slug}`;
