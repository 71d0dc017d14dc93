import { Controller, Headers, HttpCode } from '@nestjs/common';
import { CONTACT_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { createHash, randomUUID } from 'crypto';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { SubmitContactMessageCommand } from './submit-contact-message.command';

/**
 * A client may send `Idempotency-Key`: the same key always names the same submission, so a
 * retried request (double click, flaky network) records the message once.
 */
function submissionIdFor(idempotencyKey: string | undefined): string {
  if (!idempotencyKey) return randomUUID();
  return createHash('sha256').update(`contact:${idempotencyKey}`).digest('hex').slice(0, 32);
}

@Controller()
export class SubmitContactMessageController {
  constructor(private readonly commands: CommandSender) {}

  @ApiEndpoint(endpoints.submitContact)
  @HttpCode(201)
  async submit(
    @ValidBody() body: ParsedBodyOf<'submitContact'>,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<ResponseOf<'submitContact'>> {
    const id = submissionIdFor(idempotencyKey);
    await this.commands.send(new SubmitContactMessageCommand(id, body, new Date()));
    return { message: CONTACT_MESSAGES.sent, id };
  }
}
