import type { ListProjectionsResponse, ParkedEvent, ProjectionStall, ProjectionStatus } from '@academy/contracts';
import { EventStore, LogPosition, START } from '../event-store/event-store.port';
import type { ReadStore } from '../read-store/read-store.port';
import { CheckpointStore } from './checkpoint-store';
import { ParkedEvents } from './parked-events';
import type { Projection } from './projection';
import { StallRegistry } from './stall-registry';

export interface ParkRequest {
  projection: string;
  eventId: string;
  reason: string;
  /** The admin's uid, or the operator's name on the command line. */
  by: string;
  via: ParkedEvent['via'];
}

export type ParkOutcome = { parked: ParkedEvent } | { refused: 'unknown-projection' | 'not-stalled-at-event' };

type Worker = Pick<ProjectionStatus, 'name' | 'kind' | 'guardsAccess'>;

/**
 * The operator's view of the projections and reactions, and the one repair it offers: parking the
 * event one of them stalled at. Only that event can be parked, so a typo cannot make a projection
 * skip a healthy event. The running leader notices the parking while it waits out the stall.
 */
export class ProjectionControl {
  private readonly checkpoints: CheckpointStore;
  private readonly stalls: StallRegistry;
  private readonly parked: ParkedEvents;

  constructor(
    private readonly events: EventStore,
    store: ReadStore,
    private readonly projections: readonly Projection[],
    private readonly reactionNames: () => readonly string[],
  ) {
    this.checkpoints = new CheckpointStore(store);
    this.stalls = new StallRegistry(store);
    this.parked = new ParkedEvents(store);
  }

  async overview(): Promise<ListProjectionsResponse> {
    const workers = this.workers();
    const [headPosition, stalls, parked, checkpoints] = await Promise.all([
      this.events.headPosition(),
      this.stalls.all(),
      this.parked.recent(),
      Promise.all(workers.map((worker) => this.checkpoints.load(worker.name))),
    ]);
    const projections = workers.map((worker, i) => statusOf(worker, checkpoints[i] ?? null, stalls.get(worker.name) ?? null, headPosition));
    return { headPosition, projections, parked };
  }

  async park({ projection, eventId, reason, by, via }: ParkRequest): Promise<ParkOutcome> {
    if (!this.workers().some((worker) => worker.name === projection)) return { refused: 'unknown-projection' };
    const stall = await this.stalls.find(projection);
    if (!stall || stall.eventId !== eventId) return { refused: 'not-stalled-at-event' };
    const { since: _since, ...event } = stall;
    return { parked: await this.parked.add({ projection, ...event, reason, parkedBy: by, via, parkedAt: new Date().toISOString() }) };
  }

  private workers(): Worker[] {
    return [
      ...this.projections.map((p): Worker => ({ name: p.name, kind: 'projection', guardsAccess: p.guardsAccess ?? false })),
      ...this.reactionNames().map((name): Worker => ({ name, kind: 'reaction', guardsAccess: false })),
    ];
  }
}

function statusOf(worker: Worker, checkpoint: LogPosition | null, stall: ProjectionStall | null, head: LogPosition): ProjectionStatus {
  // Positions order as strings; every event moves a checkpoint, handled or not (one of another type
  // within a second), so equal means caught up.
  return { ...worker, status: stall ? 'stalled' : 'running', checkpoint, caughtUp: (checkpoint ?? START) >= head, stall };
}
