import { EventStore, LogPosition, RecordedEvent, START } from '../../../src/platform/event-store/event-store.port';

/** A request the sweep sent, found again by its X-Request-Id (every event records it as correlation id). */
export interface SentRequest {
  line: string;
  /** Answered 2xx: its events, and its reactions' events, are legitimate. */
  accepted: boolean;
}

const PAGE = 500;

/**
 * Watches what the system holds while hostile requests arrive. The event store is the whole truth
 * of the system, so "a refused request changed nothing" means: no event in the log carries the
 * request id of a refused request, and every new event is explained by an accepted request or by
 * the test's own set-up (whose reactions carry the set-up's correlation ids).
 */
export class StateWatch {
  private cursor: LogPosition = START;
  private readonly setUp = new Set<string>();
  private readonly prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort().join();

  constructor(
    private readonly store: EventStore,
    private readonly sent: ReadonlyMap<string, SentRequest>,
  ) {}

  /** Takes in what set-up appended since the last look; call right before a batch. */
  beforeBatch(): Promise<string[]> {
    return this.look(true);
  }

  /** What the batch changed that it should not have. */
  async afterBatch(): Promise<string[]> {
    const problems = await this.look(false);
    const keys = Object.getOwnPropertyNames(Object.prototype).sort().join();
    if (keys !== this.prototypeKeys) problems.push(`Object.prototype was polluted: ${keys}`);
    return problems;
  }

  private async look(settingUp: boolean): Promise<string[]> {
    const problems: string[] = [];
    for (const event of await this.newEvents()) {
      const correlation = event.metadata.correlationId;
      const request = this.sent.get(correlation);
      if (request && !request.accepted) problems.push(`${request.line} was refused but recorded ${event.type} in ${event.streamId}`);
      else if (!request && settingUp) this.setUp.add(correlation);
      else if (!request && !this.setUp.has(correlation)) problems.push(`no accepted request explains ${event.type} in ${event.streamId}`);
    }
    return problems;
  }

  private async newEvents(): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    for (;;) {
      const page = await this.store.readAll({ after: this.cursor, maxCount: PAGE });
      events.push(...page);
      if (page.length === 0) return events;
      this.cursor = page[page.length - 1].position;
    }
  }
}
