import { Controller } from '@nestjs/common';
import { endpoints, ResponseOf } from '@academy/contracts';
import { ApiEndpoint } from '../../../../platform/http/api-endpoint.decorator';
import { BonusCodesQuery } from './bonus-codes.query';

@Controller()
export class BonusCodesController {
  constructor(private readonly bonusCodes: BonusCodesQuery) {}

  @ApiEndpoint(endpoints.listBonusCodes)
  list(): Promise<ResponseOf<'listBonusCodes'>> {
    return this.bonusCodes.list();
  }
}
