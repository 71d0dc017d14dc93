import { defineJob } from '../../../platform/queues';

/** One page of a broadcast's audience: the people after `afterId` (null: from the first), by uid. */
export interface BroadcastPageJob {
  broadcastId: string;
  scenarioId: string;
  /** When the admin asked: the run's time. */
  at: string;
  /** The broadcast's log position: the audience must have seen everything before it. */
  position: string;
  afterId: string | null;
}

/** Schedule a page of a broadcast's sends, then the next page: keyed by broadcast and page, so a rerun adds nothing twice. */
export const broadcastScenarioJob = defineJob<BroadcastPageJob>({ queue: 'marketing.broadcast-scenario', attempts: 8, backoffMs: 5_000 });
