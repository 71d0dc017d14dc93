import { Controller, Headers, HttpCode, Inject, Logger } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { APP_CONFIG, AppConfig, sepayWebhookKey } from '../../../../platform/config/app-config';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { HttpProblem } from '../../../../platform/http/http-problem';
import { bankTransferDecider } from '../../domain/bank-transfer/bank-transfer.decider';

/**
 * SePay's notification of a bank transfer. It only records that the money arrived (once per SePay
 * id, however often SePay retries) and answers at once, as SePay asks; matching the transfer to
 * an order is a reaction's work, retried until done. Transfers out of the account, or into
 * another account of the same SePay login, are not ours to act on: acknowledged, not recorded.
 */
@Controller()
export class ReceiveSepayTransferController {
  private readonly logger = new Logger('SePay');
  private readonly expectedKey: Buffer;

  constructor(
    private readonly commands: CommandSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.expectedKey = digest(`Apikey ${sepayWebhookKey(config)}`);
  }

  @ApiEndpoint(endpoints.sepayWebhook)
  @HttpCode(200)
  async receive(@ValidBody() notification: ParsedBodyOf<'sepayWebhook'>, @Headers('authorization') authorization?: string): Promise<ResponseOf<'sepayWebhook'>> {
    // Digests of equal length, so the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(authorization ?? ''), this.expectedKey)) throw new HttpProblem(401, 'PAYMENT_WEBHOOK_KEY_INVALID');
    if (notification.transferType !== 'in' || notification.accountNumber !== this.config.PAYMENT_ACCOUNT_NUMBER) {
      this.logger.log(`Transfer ${notification.id} ignored: ${notification.transferType} on account ${notification.accountNumber}`);
      return { success: true };
    }
    const at = this.clock.now();
    const { id, gateway, accountNumber, transferAmount, content, code, referenceCode, transactionDate } = notification;
    const transfer = {
      transferId: `sepay-${id}`,
      gateway,
      accountNumber,
      amount: transferAmount,
      content,
      code: code ?? null,
      referenceCode: referenceCode ?? null,
      transactionDate,
      receivedAt: at.toISOString(),
    };
    await this.commands.decide(bankTransferDecider, { type: 'ReceiveTransfer', data: transfer }, { at });
    return { success: true };
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();
