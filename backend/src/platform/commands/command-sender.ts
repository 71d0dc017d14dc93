import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, ICommand } from '@nestjs/cqrs';
import type { Aggregate, DomainEvent } from '../domain/decider';
import type { LogPosition } from '../event-store/event-store.port';
import { ReadYourWrites } from '../projections/read-your-writes';
import { Decide, DecideOptions } from './decide';
import type { StreamCommandResult } from './stream-command';

export interface CommandOutcome {
  events: DomainEvent[];
  position: LogPosition | null;
  /** A decision that recorded nothing: the history it was made on (see StreamCommandResult). */
  decidedOn?: { position: LogPosition; eventTypes: string[] };
}

/**
 * Sends a command through the CQRS bus and returns once the read models that handle its events
 * have caught up (bounded), so the caller's next query already sees the change. A decision that
 * recorded nothing because the change was already there (a retry, or a reaction that got there
 * first) waits for the history it was decided on, so the caller's next query sees that change too.
 */
@Injectable()
export class CommandSender {
  constructor(
    private readonly bus: CommandBus,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async send<Outcome extends CommandOutcome>(command: ICommand): Promise<Outcome> {
    const outcome = await this.bus.execute<ICommand, Outcome>(command);
    if (outcome.position === null && outcome.decidedOn) await this.readYourWrites.waitFor(outcome.decidedOn.position, outcome.decidedOn.eventTypes);
    else await this.readYourWrites.waitFor(outcome.position, outcome.events.map((e) => e.type));
    return outcome;
  }

  /** One decision on one aggregate (the plain use case): no handler class of its own. */
  decide<Command extends DomainEvent, Event extends DomainEvent, State>(
    aggregate: Aggregate<Command, Event, State>,
    command: Command,
    options: DecideOptions,
  ): Promise<StreamCommandResult<Event, State>> {
    return this.send(new Decide(aggregate, command, options));
  }
}
