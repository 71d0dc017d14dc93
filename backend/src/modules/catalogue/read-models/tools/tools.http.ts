import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { ApiEndpoint, PathParam, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { ToolsQuery } from './tools.query';

@Controller()
export class ToolsController {
  constructor(private readonly tools: ToolsQuery) {}

  @ApiEndpoint(endpoints.listTools)
  list(@ValidQuery() query: ParsedQueryOf<'listTools'>): Promise<ResponseOf<'listTools'>> {
    return this.tools.list(query);
  }

  @ApiEndpoint(endpoints.getTool)
  async detail(@PathParam('slug') slug: string): Promise<ResponseOf<'getTool'>> {
    const tool = await this.tools.bySlug(slug);
    if (!tool) throw new HttpProblem(404, 'TOOL_NOT_FOUND');
    return { tool };
  }

  @ApiEndpoint(endpoints.adminListTools)
  adminList(@ValidQuery() query: ParsedQueryOf<'adminListTools'>): Promise<ResponseOf<'adminListTools'>> {
    return this.tools.adminList(query);
  }
}
