import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Aggregate, DomainEvent } from '../domain/decider';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { eventMetadata } from './request-context';
import { runStreamCommand, StreamCommandResult } from './stream-command';

export interface DecideOptions {
  /** When the decision is made: the time in the events' metadata. */
  at: Date;
  /** The event this decision answers, when a reaction or a job makes it. */
  causationId?: string;
  /**
   * The stream revision the client last saw (`If-Match`): when the stream has moved on since, the
   * decision is refused with a conflict instead of overwriting what the other person did.
   */
  expectedRevision?: number;
}

/**
 * One decision on one aggregate: the template's plain use case. Controllers send it through
 * `CommandSender.decide`, reactions through their command bus; nobody writes a handler class for it.
 */
export class Decide<Command extends DomainEvent = DomainEvent, Event extends DomainEvent = DomainEvent, State = unknown> {
  constructor(
    readonly aggregate: Aggregate<Command, Event, State>,
    readonly command: Command,
    readonly options: DecideOptions,
  ) {}
}

@CommandHandler(Decide)
export class DecideHandler implements ICommandHandler<Decide> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  execute<Command extends DomainEvent, Event extends DomainEvent, State>({
    aggregate,
    command,
    options,
  }: Decide<Command, Event, State>): Promise<StreamCommandResult<Event, State>> {
    return runStreamCommand(this.events, {
      streamId: aggregate.streamIdOf(command),
      decider: aggregate,
      command,
      metadata: eventMetadata(options.at, options.causationId ?? null),
      expectedRevision: options.expectedRevision,
    });
  }
}
