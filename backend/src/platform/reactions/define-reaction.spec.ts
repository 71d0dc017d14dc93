import type { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import type { DomainEvent } from '../domain/decider';
import { TestClock } from '../testing/test-clock';
import { defineReaction } from './define-reaction';
import { definePublicEvents } from './public-events';
import { recordedEvent } from '../testing/recorded-event';

type Opened = DomainEvent<'DoorOpened', { doorId: string; by: string; secret: string }>;
type Closed = DomainEvent<'DoorClosed', { doorId: string }>;
type DoorEvent = Opened | Closed;

const doorEvents = definePublicEvents<DoorEvent>()({
  DoorOpened: z.object({ doorId: z.string(), by: z.string() }),
  DoorClosed: z.object({ doorId: z.string() }),
});

const recorded = (type: string, data: Record<string, unknown>) => recordedEvent(type, data);
const commands = {} as CommandBus;
const clock = new TestClock();

describe('defineReaction', () => {
  it('handles the types of its handler map and hands each handler the validated public fields', async () => {
    const seen: unknown[] = [];
    const reaction = defineReaction({
      name: 'test.note-openings',
      consumes: doorEvents,
      handlers: {
        async DoorOpened(event, context) {
          seen.push({ data: event.data, source: context.source.id, commands: context.commands });
        },
      },
    });
    expect(reaction.handles).toEqual(['DoorOpened']);
    await reaction.bind({ commands, clock }).react(recorded('DoorOpened', { doorId: 'd1', by: 'u1', secret: 'x' }));
    await reaction.bind({ commands, clock }).react(recorded('DoorClosed', { doorId: 'd1' }));
    // Fields outside the public contract never reach the consumer.
    expect(seen).toEqual([{ data: { doorId: 'd1', by: 'u1' }, source: 'event-1', commands }]);
  });

  it('stalls on an event that breaks the public contract rather than reading half a record', async () => {
    const handler = jest.fn(async () => undefined);
    const reaction = defineReaction({ name: 'test.closings', consumes: doorEvents, handlers: { DoorClosed: handler } });
    await expect(reaction.bind({ commands, clock }).react(recorded('DoorClosed', { door: 'd1' }))).rejects.toThrow(
      /test.closings: event DoorClosed event-1 breaks its public contract/,
    );
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a reaction that handles nothing', () => {
    expect(() => defineReaction({ name: 'test.idle', consumes: doorEvents, handlers: {} })).toThrow('handles no event');
  });

  it('refuses, at compile time, misspelled event types and schemas that do not match the events', () => {
    const handler = async () => undefined;
    // @ts-expect-error DoorClsed is not one of the consumed events.
    defineReaction({ name: 'test.typo', consumes: doorEvents, handlers: { DoorOpened: handler, DoorClsed: handler } });
    definePublicEvents<DoorEvent>()({
      // @ts-expect-error DoorSlammed is not an event of the producer.
      DoorSlammed: z.object({ doorId: z.string() }),
    });
    definePublicEvents<DoorEvent>()({
      // @ts-expect-error doorId is a string in the event.
      DoorClosed: z.object({ doorId: z.number() }),
    });
  });
});
