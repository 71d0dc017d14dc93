import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, ParsedBodyOf, ResponseOf, TOOL_MESSAGES } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, PathParam, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { ExpectedRevision } from '../../../../platform/http/expected-revision';
import { UploadedFiles, Uploads } from '../../../../platform/http/uploads';
import { ToolsQuery } from '../../read-models/tools/tools.query';
import { toolAnswer } from '../tool-answer';
import { UpdateToolCommand } from './update-tool.handler';

@Controller()
export class UpdateToolController {
  constructor(
    private readonly commands: CommandBus,
    private readonly tools: ToolsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.updateTool)
  async update(
    @PathParam('id') id: string,
    @ValidBody() body: ParsedBodyOf<'updateTool'>,
    @Uploads() uploads: UploadedFiles,
    @CurrentPrincipal() admin: Principal,
    @ExpectedRevision() expectedRevision: number | undefined,
  ): Promise<ResponseOf<'updateTool'>> {
    await this.commands.execute(new UpdateToolCommand(id, body, uploads.one('thumbnail'), admin.uid, this.clock.now(), expectedRevision));
    return toolAnswer(this.tools, id, TOOL_MESSAGES.updated);
  }
}
