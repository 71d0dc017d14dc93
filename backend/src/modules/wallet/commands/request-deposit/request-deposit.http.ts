import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { NewIdFromIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { DepositsQuery } from '../../read-models/deposits/deposits.query';
import { RequestDepositCommand } from './request-deposit.handler';

@Controller()
export class RequestDepositController {
  constructor(
    private readonly commands: CommandBus,
    private readonly deposits: DepositsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.createDeposit)
  @HttpCode(201)
  async request(
    @ValidBody() { amount }: ParsedBodyOf<'createDeposit'>,
    @CurrentPrincipal() user: Principal,
    @NewIdFromIdempotencyKey('deposit') requestId: string,
  ): Promise<ResponseOf<'createDeposit'>> {
    const code = await this.commands.execute<RequestDepositCommand, string>(new RequestDepositCommand(requestId, user.uid, amount, this.clock.now()));
    return this.deposits.mine(user.uid, code);
  }
}
