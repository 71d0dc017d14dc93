import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../../platform/config/app-config';
import { JobContext, JobWorkerHost } from '../../../platform/queues';
import { SendCampaignEmailCommand } from '../commands/send-campaign-email/send-campaign-email.handler';
import { CampaignEmailJob, sendCampaignEmailJob } from './send-campaign-email.job';

/**
 * The job turned into `SendCampaignEmail`. MARKETING_SEND_CONCURRENCY at once in each process, and
 * MARKETING_SEND_RATE_PER_SECOND started per second across all of them (BullMQ's limiter, kept in
 * Redis), which is what an SMTP relay's quota asks for.
 */
@Injectable()
export class SendCampaignEmailProcessor implements OnModuleInit {
  constructor(
    private readonly host: JobWorkerHost,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.host.register(sendCampaignEmailJob, (job, context) => this.send(job, context), {
      concurrency: this.config.MARKETING_SEND_CONCURRENCY,
      limiter: { max: this.config.MARKETING_SEND_RATE_PER_SECOND, durationMs: 1000 },
    });
  }

  async send(job: CampaignEmailJob, { attempt }: Pick<JobContext, 'attempt'>): Promise<void> {
    await this.commands.execute(new SendCampaignEmailCommand(job, attempt, attempt >= sendCampaignEmailJob.attempts));
  }
}
