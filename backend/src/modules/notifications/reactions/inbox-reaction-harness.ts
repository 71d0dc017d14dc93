import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { Test, TestingModule } from '@nestjs/testing';
import { DecideHandler } from '../../../platform/commands/decide';
import { EVENT_STORE, EventStore, NewEvent, RecordedEvent } from '../../../platform/event-store/event-store.port';
import { PostgresEventStore } from '../../../platform/event-store/postgres-event-store';
import type { ReactionDefinition } from '../../../platform/reactions/reaction';
import { TestClock } from '../../../platform/testing/test-clock';
import { createTestDatabase, TestDatabase } from '../../../platform/testing/test-database';
import { toInboxStreamId } from '../domain/inbox/inbox.stream';

/**
 * A notification reaction against the real event store and the real inbox decider, for its
 * int-spec: record the source event, let the reaction handle it (as often as a test likes), read
 * the recipient's inbox stream. Call inside a `describe`: it opens and closes its own database.
 */
export function inboxReactionHarness(reaction: ReactionDefinition, now: string) {
  let database: TestDatabase;
  let events: EventStore;
  let nest: TestingModule;

  beforeAll(async () => {
    database = await createTestDatabase();
    events = await PostgresEventStore.connect(database.url);
    nest = await Test.createTestingModule({ imports: [CqrsModule.forRoot()], providers: [DecideHandler, { provide: EVENT_STORE, useValue: events }] }).compile();
    await nest.init();
  });
  afterAll(async () => {
    await nest.close();
    await events.close();
    await database.drop();
  });

  return {
    /** The reaction as the runner binds it, on a clock fixed at `now`. */
    bound: () => reaction.bind({ commands: nest.get(CommandBus), clock: new TestClock(now) }),
    async recorded(streamId: string, event: NewEvent): Promise<RecordedEvent> {
      await events.append(streamId, [event], 'any');
      return (await events.readStream(streamId)).at(-1)!;
    },
    inbox: async (uid: string) => (await events.readStream(toInboxStreamId(uid))).map((e) => e.data),
  };
}
