import { AsyncLocalStorage } from 'async_hooks';
import { randomUUID } from 'crypto';
import type { EventMetadata } from '../event-store/event-store.port';

/** Who is asking and under which request id; set per HTTP request or job. */
export interface RequestContext {
  requestId: string;
  userId: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runInContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Sets the signed-in user on the current request's context once the token is verified. */
export function setContextUser(userId: string): void {
  const context = storage.getStore();
  if (context) context.userId = userId;
}

/** Metadata for events recorded now, in the current request or job. */
export function eventMetadata(occurredAt: Date, causationId: string | null = null): EventMetadata {
  const context = storage.getStore();
  return {
    userId: context?.userId ?? null,
    correlationId: context?.requestId ?? randomUUID(),
    causationId,
    occurredAt: occurredAt.toISOString(),
  };
}
