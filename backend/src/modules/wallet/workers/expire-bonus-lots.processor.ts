import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../platform/clock/clock';
import { CommandSender } from '../../../platform/commands/command-sender';
import { APP_CONFIG, AppConfig } from '../../../platform/config/app-config';
import { JobQueue, JobWorkerHost } from '../../../platform/queues';
import { ExpireBonusLotCommand } from '../commands/expire-bonus-lot/expire-bonus-lot.handler';
import { bonusExpiryNoticeDecider } from '../domain/bonus-expiry-notice/bonus-expiry-notice.decider';
import type { BonusLotDeadlineRow } from '../read-models/bonus-lot-deadlines/bonus-lot-deadlines.read-model';
import { BonusLotDeadlinesQuery } from '../read-models/bonus-lot-deadlines/bonus-lot-deadlines.query';
import { expireBonusLotsJob } from './expire-bonus-lots.job';

/**
 * The sweep: every lot overdue at the run's time gets `ExpireBonusLot`, every lot entering its last
 * BONUS_EXPIRY_REMINDER_DAYS gets `AnnounceBonusLotExpiry`. It reads what is due from the read model
 * rather than remembering anything, so a run after downtime catches up on all that fell due
 * meanwhile, and a run repeated (a retry, two processes) records nothing twice: the deciders answer
 * repeats with no events. One lot that fails does not hold up the others; the run then fails, so
 * the queue retries it (and shows it to admins if it keeps failing).
 */
@Injectable()
export class ExpireBonusLotsProcessor implements OnModuleInit {
  constructor(
    private readonly host: JobWorkerHost,
    private readonly queue: JobQueue,
    private readonly bus: CommandBus,
    private readonly commands: CommandSender,
    private readonly deadlines: BonusLotDeadlinesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    this.host.register(expireBonusLotsJob, () => this.sweep());
    // Every process declares the one schedule at start; the interval last configured wins.
    await this.queue.repeat(expireBonusLotsJob, {}, { everyMs: this.config.BONUS_EXPIRY_SWEEP_SECONDS * 1000 });
  }

  async sweep(): Promise<void> {
    const now = this.clock.now();
    const overdue = await this.deadlines.overdue(now);
    const expiring = await this.deadlines.dueForReminder(now, this.config.BONUS_EXPIRY_REMINDER_DAYS);
    const failures = [
      ...(await eachLot(overdue, (lot) => this.bus.execute(new ExpireBonusLotCommand(lot.userId, lot.lotId)))),
      ...(await eachLot(expiring, (lot) => this.announce(lot, now))),
    ];
    if (failures.length > 0) throw new Error(`Bonus expiry sweep: ${failures.length} lot(s) failed; first: ${failures[0]}`);
  }

  private async announce({ userId, lotId, left, expiresAt }: BonusLotDeadlineRow, at: Date): Promise<void> {
    const command = { type: 'AnnounceBonusLotExpiry' as const, data: { userId, lotId, amount: left, expiresAt, at: at.toISOString() } };
    await this.commands.decide(bonusExpiryNoticeDecider, command, { at });
  }
}

/** Runs `act` for each lot in turn; returns what failed, as `<userId>:<lotId>: <reason>`. */
async function eachLot(lots: readonly BonusLotDeadlineRow[], act: (lot: BonusLotDeadlineRow) => Promise<unknown>): Promise<string[]> {
  const failures: string[] = [];
  for (const lot of lots) {
    try {
      await act(lot);
    } catch (error) {
      failures.push(`${lot.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return failures;
}
