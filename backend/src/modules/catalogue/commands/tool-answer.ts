import type { ToolChangedResponse } from '@academy/contracts';
import { HttpProblem } from '../../../platform/http/http-problem';
import type { ToolsQuery } from '../read-models/tools/tools.query';

/** The tool as the admin's read model shows it right after a write (read-your-writes), with the toast text. */
export async function toolAnswer(tools: ToolsQuery, toolId: string, message: string): Promise<ToolChangedResponse> {
  const tool = await tools.adminById(toolId);
  if (!tool) throw new HttpProblem(404, 'TOOL_NOT_FOUND');
  return { message, tool };
}
