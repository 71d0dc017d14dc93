import { defineJob } from '../../../platform/queues';

/** What the trigger knew, for the template and for checking that the trigger still holds. */
export interface TriggerValues {
  courseId?: string;
  courseTitle?: string;
  orderId?: string;
  orderCode?: string;
  lotId?: string;
}

/** One run of a scenario for one person: what started it, and when. */
export interface ScenarioRun {
  /** Names the run among the person's runs of the scenario: `registered`, `course-<id>`, `order-<id>`, `enrolment-<courseId>`, `lot-<id>`, `broadcast-<id>`. */
  key: string;
  /** When the scenario started for them: the first step's delay, and `delayFrom: 'trigger'` delays, count from it. */
  at: string;
  /** The log position of the trigger: the read models a send checks must have seen it. */
  position: string;
  values: TriggerValues;
}

/** One step of a scenario for one person, due at `dueAt` (business time). */
export interface CampaignEmailJob {
  scenarioId: string;
  campaignId: string;
  userId: string;
  run: ScenarioRun;
  dueAt: string;
}

/**
 * Send one marketing email: delayed until the step is due, keyed by scenario, step, run and person,
 * so a trigger seen twice schedules it once. Retried with backoff (15 s, 30 s, … about 30 minutes in
 * all) while the mail server is away; the last failure is recorded as failed.
 */
export const sendCampaignEmailJob = defineJob<CampaignEmailJob>({ queue: 'marketing.send-campaign-email', attempts: 8, backoffMs: 15_000 });
