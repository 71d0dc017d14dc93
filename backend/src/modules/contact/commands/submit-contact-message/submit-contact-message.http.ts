import { Controller, HttpCode, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CONTACT_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { createHash, randomUUID } from 'crypto';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { ScopedIdempotencyKey } from '../../../../platform/http/idempotency.interceptor';
import { SubmitContactMessageCommand } from './submit-contact-message.handler';

/**
 * The platform replays a retry with the same `Idempotency-Key` for a day. The submission id is
 * derived from the key as well, so a retry after that still records the message once.
 */
function submissionIdFor(scopedIdempotencyKey: string | undefined): string {
  if (!scopedIdempotencyKey) return randomUUID();
  return createHash('sha256').update(`contact:${scopedIdempotencyKey}`).digest('hex').slice(0, 32);
}

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
    @ScopedIdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<ResponseOf<'submitContact'>> {
    const id = submissionIdFor(idempotencyKey);
    await this.commands.execute(new SubmitContactMessageCommand(id, body, this.clock.now()));
    return { message: CONTACT_MESSAGES.sent, id };
  }
}
