import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import { DEPOSIT_MAX_AMOUNT, DEPOSIT_MIN_AMOUNT } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { APP_CONFIG, AppConfig } from '../../../../platform/config/app-config';
import { MEMO_BODY_LENGTH, memoCodeOf } from '../../../commerce';
import { depositDecider } from '../../domain/deposit/deposit.decider';

/** A user's top-up request: `requestId` comes from the Idempotency-Key, so a retry names the same deposit. */
export class RequestDepositCommand {
  constructor(
    readonly requestId: string,
    readonly userId: string,
    readonly amount: number,
    readonly at: Date,
  ) {}
}

/**
 * Records the deposit on the stream named by its memo code (`NT` + 10 characters + a check
 * character): the code is derived from the request id, so a retried request finds its deposit, and
 * the stream's "no stream yet" append keeps two deposits from ever sharing a code.
 */
@CommandHandler(RequestDepositCommand)
export class RequestDepositHandler implements ICommandHandler<RequestDepositCommand, string> {
  constructor(
    private readonly commands: CommandSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ requestId, userId, amount, at }: RequestDepositCommand): Promise<string> {
    const code = memoCodeOf(base36Digest(requestId).slice(0, MEMO_BODY_LENGTH), 'deposit');
    const expiresAt = new Date(at.getTime() + this.config.DEPOSIT_PAYMENT_MINUTES * 60_000).toISOString();
    const request = { code, userId, amount, minAmount: DEPOSIT_MIN_AMOUNT, maxAmount: DEPOSIT_MAX_AMOUNT, expiresAt, at: at.toISOString() };
    await this.commands.decide(depositDecider, { type: 'RequestDeposit', data: request }, { at });
    return code;
  }
}

const base36Digest = (text: string) => BigInt(`0x${createHash('sha256').update(text).digest('hex')}`).toString(36).toUpperCase();
