import { Inject, Injectable } from '@nestjs/common';
import { delayMs } from '@academy/contracts';
import { randomUUID } from 'crypto';
import { CLOCK, Clock } from '../../../platform/clock/clock';
import { JobQueue, jobIdOf } from '../../../platform/queues';
import type { CampaignRow } from '../read-models/email-scenarios/email-scenarios.read-model';
import { EmailScenariosQuery } from '../read-models/email-scenarios/email-scenarios.query';
import { CampaignEmailJob, ScenarioRun, sendCampaignEmailJob } from '../workers/send-campaign-email.job';

const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/**
 * Puts the steps of a scenario run on the sending queue, each delayed until it is due: the first when
 * the run starts, each next one when the step before it is done. What the starting reaction, the
 * broadcast and the sending worker share. Job ids name scenario, step, run and person, so a step
 * scheduled again while its job is kept adds nothing (and the email's stream stops it after that).
 */
@Injectable()
export class CampaignSteps {
  constructor(
    private readonly queue: JobQueue,
    private readonly scenarios: EmailScenariosQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The run's first step for this person: due its delay after the run starts. */
  async startRun(scenarioId: string, first: CampaignRow, userId: string, run: ScenarioRun): Promise<void> {
    await this.schedule({ scenarioId, campaignId: first.id, userId, run, dueAt: plus(run.at, delayMs(first.delay)) });
  }

  /**
   * The step after `job`'s in the scenario as it stands now, due its delay after `doneAt` (or after
   * the run started, for `delayFrom: 'trigger'`). Nothing when `job`'s step was the last, or has left
   * the scenario meanwhile.
   */
  async scheduleNext(job: CampaignEmailJob, doneAt: string): Promise<void> {
    const steps = await this.scenarios.campaignsOf(job.scenarioId);
    const next = steps[steps.findIndex((step) => step.id === job.campaignId) + 1];
    if (!next || steps.every((step) => step.id !== job.campaignId)) return;
    const from = next.delayFrom === 'previous' ? doneAt : job.run.at;
    await this.schedule({ ...job, campaignId: next.id, dueAt: plus(from, delayMs(next.delay)) });
  }

  /**
   * The same step later (the person's 24-hour quota is full, or the job ran early): a job of its own,
   * named afresh each time, so a step postponed again is never lost to a job id still kept (two
   * postponed copies of one step find the one email stream: it goes out once).
   */
  async postpone(job: CampaignEmailJob, until: string): Promise<void> {
    await this.enqueue({ ...job, dueAt: until }, ['at', Date.parse(until), randomUUID()]);
  }

  private schedule(job: CampaignEmailJob): Promise<void> {
    return this.enqueue(job, []);
  }

  private async enqueue(job: CampaignEmailJob, suffix: Array<string | number>): Promise<void> {
    const jobId = jobIdOf('email', job.scenarioId, job.campaignId, job.run.key, job.userId, ...suffix);
    const delay = Math.max(0, Date.parse(job.dueAt) - this.clock.now().getTime());
    await this.queue.enqueue(sendCampaignEmailJob, job, { jobId, delayMs: delay });
  }
}
