import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { JobQueue } from '../../../../platform/queues';
import { expireOrderJob } from '../../workers/expire-order.job';

export class ScheduleOrderExpiryCommand {
  constructor(
    readonly orderId: string,
    readonly expiresAt: string,
  ) {}
}

/** Puts the order's expiry on the queue, due at its deadline; the order id keys the job, so a repeat adds nothing. */
@CommandHandler(ScheduleOrderExpiryCommand)
export class ScheduleOrderExpiryHandler implements ICommandHandler<ScheduleOrderExpiryCommand> {
  constructor(
    private readonly queue: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ orderId, expiresAt }: ScheduleOrderExpiryCommand): Promise<void> {
    const delayMs = Math.max(0, Date.parse(expiresAt) - this.clock.now().getTime());
    await this.queue.enqueue(expireOrderJob, { orderId }, { jobId: `expire-${orderId}`, delayMs });
  }
}
