import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, ParsedBodyOf, ResponseOf, STORAGE_MESSAGES } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { DeleteStoredFileCommand } from './delete-stored-file.handler';

@Controller()
export class DeleteStoredFileController {
  constructor(private readonly commands: CommandBus) {}

  @ApiEndpoint(endpoints.deleteStorageFile)
  async delete(@ValidBody() { fileName }: ParsedBodyOf<'deleteStorageFile'>, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'deleteStorageFile'>> {
    await this.commands.execute(new DeleteStoredFileCommand(fileName, admin.uid));
    return { message: STORAGE_MESSAGES.deleted, fileName };
  }
}
