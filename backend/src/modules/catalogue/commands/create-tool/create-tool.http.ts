import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, ParsedBodyOf, ResponseOf, TOOL_MESSAGES } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { NewIdFromIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { UploadedFiles, Uploads } from '../../../../platform/http/uploads';
import { ToolsQuery } from '../../read-models/tools/tools.query';
import { toolAnswer } from '../tool-answer';
import { CreateToolCommand } from './create-tool.handler';

@Controller()
export class CreateToolController {
  constructor(
    private readonly commands: CommandBus,
    private readonly tools: ToolsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.createTool)
  @HttpCode(201)
  async create(
    @ValidBody() body: ParsedBodyOf<'createTool'>,
    @Uploads() uploads: UploadedFiles,
    @CurrentPrincipal() admin: Principal,
    @NewIdFromIdempotencyKey('tool') id: string,
  ): Promise<ResponseOf<'createTool'>> {
    await this.commands.execute(new CreateToolCommand(id, body, uploads.one('thumbnail'), admin.uid, this.clock.now()));
    return toolAnswer(this.tools, id, TOOL_MESSAGES.created);
  }
}
