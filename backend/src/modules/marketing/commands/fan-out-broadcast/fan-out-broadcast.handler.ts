import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../../platform/config/app-config';
import { JobQueue, jobIdOf } from '../../../../platform/queues';
import { AudienceQuery } from '../../read-models/audience/audience.query';
import { SendingReadModels } from '../../read-models/caught-up';
import { EmailScenariosQuery } from '../../read-models/email-scenarios/email-scenarios.query';
import { broadcastScenarioJob, BroadcastPageJob } from '../../workers/broadcast-scenario.job';
import { CampaignSteps } from '../campaign-steps';

const READ_MODELS_WAIT_MS = 5_000;
/** Sends scheduled at once while a page is fanned out: enough to fill the queue's pipe, few enough for Redis. */
const ENQUEUE_CHUNK = 50;

const pageJobId = ({ broadcastId, afterId }: Pick<BroadcastPageJob, 'broadcastId' | 'afterId'>) => jobIdOf('broadcast', broadcastId, 'after', afterId ?? '');

/** Sent by the start-scenarios reaction for a recorded broadcast: its first page goes on the queue. */
export class ScheduleBroadcastCommand {
  constructor(readonly page: BroadcastPageJob) {}
}

/** Sent by the broadcast worker for each page. */
export class FanOutBroadcastPageCommand {
  constructor(readonly page: BroadcastPageJob) {}
}

@CommandHandler(ScheduleBroadcastCommand)
export class ScheduleBroadcastHandler implements ICommandHandler<ScheduleBroadcastCommand> {
  constructor(private readonly queue: JobQueue) {}

  async execute({ page }: ScheduleBroadcastCommand): Promise<void> {
    await this.queue.enqueue(broadcastScenarioJob, page, { jobId: pageJobId(page) });
  }
}

/**
 * One page of a broadcast: the first step is scheduled for each person its audience reaches, by uid,
 * then the next page is queued. A page run again (a crash, a retry) schedules nothing twice (job ids,
 * then the emails' streams). A scenario paused, archived or no longer manual stops the broadcast at
 * the next page; the sends already queued check the scenario again when they run.
 */
@CommandHandler(FanOutBroadcastPageCommand)
export class FanOutBroadcastPageHandler implements ICommandHandler<FanOutBroadcastPageCommand> {
  constructor(
    private readonly queue: JobQueue,
    private readonly scenarios: EmailScenariosQuery,
    private readonly audience: AudienceQuery,
    private readonly readModels: SendingReadModels,
    private readonly steps: CampaignSteps,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ page }: FanOutBroadcastPageCommand): Promise<void> {
    const scenario = await this.scenarios.scenarioRow(page.scenarioId);
    if (!scenario || scenario.status !== 'active' || !scenario.isActive || scenario.trigger.type !== 'manual') return;
    const [first] = await this.scenarios.campaignsOf(scenario.id);
    if (!first) return;
    if (!(await this.readModels.caughtUpWith(page.position, READ_MODELS_WAIT_MS))) throw new Error(`Recipients are behind broadcast ${page.broadcastId}; retrying`);
    const size = this.config.MARKETING_BROADCAST_PAGE_SIZE;
    const people = await this.audience.mailablePage(first.audience, page.afterId, size);
    const run = { key: `broadcast-${page.broadcastId}`, at: page.at, position: page.position, values: {} };
    for (let i = 0; i < people.length; i += ENQUEUE_CHUNK) {
      await Promise.all(people.slice(i, i + ENQUEUE_CHUNK).map((person) => this.steps.startRun(scenario.id, first, person.id, run)));
    }
    if (people.length === size) {
      const next = { ...page, afterId: people[people.length - 1]!.id };
      await this.queue.enqueue(broadcastScenarioJob, next, { jobId: pageJobId(next) });
    }
  }
}
