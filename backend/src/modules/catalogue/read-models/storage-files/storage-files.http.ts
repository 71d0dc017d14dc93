import { Controller } from '@nestjs/common';
import { endpoints, ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { ApiEndpoint, ValidQuery } from '../../../../platform/http/api-endpoint.decorator';
import { StorageFilesQuery } from './storage-files.query';

@Controller()
export class StorageFilesController {
  constructor(private readonly storage: StorageFilesQuery) {}

  @ApiEndpoint(endpoints.listStorageFiles)
  list(@ValidQuery() query: ParsedQueryOf<'listStorageFiles'>): Promise<ResponseOf<'listStorageFiles'>> {
    return this.storage.list(query);
  }
}
