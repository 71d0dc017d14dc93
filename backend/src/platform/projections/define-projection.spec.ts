import type { DomainEvent } from '../domain/decider';
import type { ReadStore } from '../read-store/read-store.port';
import { defineProjection } from './define-projection';
import type { ProjectionTools } from './projection';
import { recordedEvent } from '../testing/recorded-event';

type Opened = DomainEvent<'DoorOpened', { doorId: string; by: string }>;
type Closed = DomainEvent<'DoorClosed', { doorId: string }>;
type DoorEvent = Opened | Closed;

const recorded = (type: string, data: Record<string, unknown>) => recordedEvent(type, data);
const store = {} as ReadStore;
const tools = {} as ProjectionTools;

describe('defineProjection', () => {
  it('handles exactly the types of its handler map and hands each handler its typed event', async () => {
    const seen: string[] = [];
    const projection = defineProjection<DoorEvent>({
      name: 'test.doors.v1',
      collections: ['test_doors'],
      handlers: {
        async DoorOpened(event, context) {
          seen.push(`${event.data.doorId} opened by ${event.data.by} at ${context.recorded.position}`);
        },
        async DoorClosed(event) {
          seen.push(`${event.data.doorId} closed`);
        },
      },
    });
    expect(projection.handles).toEqual(['DoorOpened', 'DoorClosed']);
    expect(projection.collections).toEqual(['test_doors']);
    await projection.apply(recorded('DoorOpened', { doorId: 'd1', by: 'u1' }), store, tools);
    await projection.apply(recorded('DoorClosed', { doorId: 'd1' }), store, tools);
    await projection.apply(recorded('toString', {}), store, tools);
    expect(seen).toEqual(['d1 opened by u1 at 1', 'd1 closed']);
  });

  it('refuses, at compile time, a missing case, a misspelled case and a missing event union', () => {
    const handler = async () => undefined;
    defineProjection<DoorEvent>({
      name: 'test.missing.v1',
      collections: [],
      // @ts-expect-error DoorClosed has no handler: a read model owns every event of its stream.
      handlers: { DoorOpened: handler },
    });
    defineProjection<DoorEvent>({
      name: 'test.misspelled.v1',
      collections: [],
      // @ts-expect-error DoorClsed is not an event type of the union.
      handlers: { DoorOpened: handler, DoorClosed: handler, DoorClsed: handler },
    });
    defineProjection({
      name: 'test.untyped.v1',
      collections: [],
      // @ts-expect-error Without the event union no handler key is accepted.
      handlers: { DoorOpened: handler },
    });
    defineProjection<DoorEvent>({
      name: 'test.wrong-field.v1',
      collections: [],
      handlers: {
        // @ts-expect-error DoorClosed carries no `by`.
        DoorClosed: async (event) => void event.data.by,
        DoorOpened: handler,
      },
    });
  });
});
