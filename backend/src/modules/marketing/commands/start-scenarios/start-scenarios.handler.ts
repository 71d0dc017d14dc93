import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ScenarioTriggerType } from '@academy/contracts';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { EmailScenariosQuery } from '../../read-models/email-scenarios/email-scenarios.query';
import type { ScenarioRun } from '../../workers/send-campaign-email.job';
import { CampaignSteps } from '../campaign-steps';
import { runStart, TriggerSubject } from './run-start';

/**
 * An event older than this starts nothing. A new reaction reads the log from its beginning: without
 * this, deploying it (or resetting its checkpoint) would mail everyone who ever registered.
 */
export const MAX_TRIGGER_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Sent by the start-scenarios reaction for each trigger event; `run.at` is the event's time. */
export class StartScenariosCommand {
  constructor(
    readonly trigger: ScenarioTriggerType,
    readonly userId: string,
    readonly run: ScenarioRun,
    readonly subject: Omit<TriggerSubject, 'at'> = {},
  ) {}
}

/**
 * Every switched-on scenario with this trigger starts for the person: its first step is scheduled,
 * due its delay after the run starts. The scenarios are the ones running when the event is handled;
 * job ids and the emails' streams make a redelivered event schedule nothing twice.
 */
@CommandHandler(StartScenariosCommand)
export class StartScenariosHandler implements ICommandHandler<StartScenariosCommand> {
  constructor(
    private readonly scenarios: EmailScenariosQuery,
    private readonly steps: CampaignSteps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ trigger, userId, run, subject }: StartScenariosCommand): Promise<void> {
    if (this.clock.now().getTime() - Date.parse(run.at) > MAX_TRIGGER_AGE_MS) return;
    for (const scenario of await this.scenarios.switchedOnWithTrigger(trigger)) {
      const at = runStart(scenario.trigger, { ...subject, at: run.at });
      const [first] = at === null ? [] : await this.scenarios.campaignsOf(scenario.id);
      if (at !== null && first) await this.steps.startRun(scenario.id, first, userId, { ...run, at });
    }
  }
}
