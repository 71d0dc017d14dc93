import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JobQueue } from '../../../../platform/queues';
import { carryOutPayoutJob } from '../../workers/carry-out-payout.job';

export class SchedulePayoutCommand {
  constructor(
    readonly affiliateId: string,
    readonly payoutId: string,
  ) {}
}

/** Puts a recorded payout on the payouts worker's queue; the payout id keys the job, so a repeat adds nothing. */
@CommandHandler(SchedulePayoutCommand)
export class SchedulePayoutHandler implements ICommandHandler<SchedulePayoutCommand> {
  constructor(private readonly queue: JobQueue) {}

  async execute({ affiliateId, payoutId }: SchedulePayoutCommand): Promise<void> {
    await this.queue.enqueue(carryOutPayoutJob, { affiliateId, payoutId }, { jobId: `payout-${payoutId}` });
  }
}
