import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CLOCK, Clock } from '../../../platform/clock/clock';
import { CommandSender } from '../../../platform/commands/command-sender';
import { JobWorkerHost } from '../../../platform/queues';
import { orderDecider } from '../domain/order/order.decider';
import { expireOrderJob } from './expire-order.job';

/**
 * The job turned into `ExpireOrder`. The decider does the rest: a paid or ended order records
 * nothing (the job lost the race), and a job that runs early (clocks apart) is refused, so the
 * queue retries it a little later.
 */
@Injectable()
export class ExpireOrderProcessor implements OnModuleInit {
  constructor(
    private readonly host: JobWorkerHost,
    private readonly commands: CommandSender,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.host.register(expireOrderJob, async ({ orderId }) => {
      const at = this.clock.now();
      await this.commands.decide(orderDecider, { type: 'ExpireOrder', data: { orderId, at: at.toISOString() } }, { at });
    });
  }
}
