import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CONTACT_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { NewIdFromIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { SubmitContactMessageCommand } from './submit-contact-message.handler';

@Controller()
export class SubmitContactMessageController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.submitContact)
  @HttpCode(201)
  async submit(
    @ValidBody() body: ParsedBodyOf<'submitContact'>,
    @NewIdFromIdempotencyKey('contact') id: string,
  ): Promise<ResponseOf<'submitContact'>> {
    await this.commands.execute(new SubmitContactMessageCommand(id, body, this.clock.now()));
    return { message: CONTACT_MESSAGES.sent, id };
  }
}
