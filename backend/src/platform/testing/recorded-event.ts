import type { RecordedEvent } from '../event-store/event-store.port';

/** An event as the log would deliver it, for tests of what consumes the log. */
export function recordedEvent(type: string, data: Record<string, unknown>, overrides: Partial<RecordedEvent> = {}): RecordedEvent {
  return {
    id: 'event-1',
    streamId: 'door-1',
    type,
    revision: 0,
    position: '1',
    data,
    metadata: { userId: null, correlationId: 'c', causationId: null, occurredAt: '2026-11-23T00:00:00.000Z' },
    ...overrides,
  };
}
