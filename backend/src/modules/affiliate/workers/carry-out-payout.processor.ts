import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CLOCK, Clock } from '../../../platform/clock/clock';
import { CommandSender } from '../../../platform/commands/command-sender';
import { DomainError } from '../../../platform/domain/domain-error';
import { JobContext, JobWorkerHost, PayloadOf, PermanentJobError } from '../../../platform/queues';
import { commissionsDecider } from '../domain/commissions/commissions.decider';
import { carryOutPayoutJob } from './carry-out-payout.job';

type Payout = PayloadOf<typeof carryOutPayoutJob>;

/**
 * The job turned into `CarryOutPayout` on the affiliate's ledger. A bank transfer was made by the
 * admin and named by its reference, so carrying it out confirms it; the decider records it once,
 * so a job delivered twice (a crash after the append, a retry) records nothing more. A run that
 * fails is retried with backoff; when the last attempt fails, `FailPayout` records why and the
 * commissions return to the affiliate's balance, so a payout never stays half done unseen.
 */
@Injectable()
export class CarryOutPayoutProcessor implements OnModuleInit {
  constructor(
    private readonly host: JobWorkerHost,
    private readonly commands: CommandSender,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.host.register(carryOutPayoutJob, (payout, context) => this.carryOut(payout, context));
  }

  async carryOut({ affiliateId, payoutId }: Payout, { attempt }: Pick<JobContext, 'attempt'> = { attempt: 1 }): Promise<void> {
    const at = this.clock.now();
    try {
      await this.commands.decide(commissionsDecider, { type: 'CarryOutPayout', data: { affiliateId, payoutId, at: at.toISOString() } }, { at });
    } catch (error) {
      // Given up on already (an admin's or an earlier run's failure): nothing left to carry out.
      if (error instanceof DomainError && error.code === 'PAYOUT_ALREADY_FAILED') return;
      if (error instanceof DomainError && error.kind === 'not_found') throw new PermanentJobError(`Payout ${payoutId} of ${affiliateId} is not on the ledger`);
      if (attempt < carryOutPayoutJob.attempts) throw error;
      await this.fail(affiliateId, payoutId, error);
    }
  }

  private async fail(affiliateId: string, payoutId: string, error: unknown): Promise<void> {
    const at = this.clock.now();
    const reason = `Không thực hiện được sau ${carryOutPayoutJob.attempts} lần thử: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
    await this.commands.decide(commissionsDecider, { type: 'FailPayout', data: { affiliateId, payoutId, reason, at: at.toISOString() } }, { at });
  }
}
