import type { ExecutionContext } from '@nestjs/common';
import type { Endpoint } from '@academy/contracts';

export const ENDPOINT_METADATA = 'academy:endpoint';

/** The catalogue entry `@ApiEndpoint` routed this handler to. */
export function endpointOf(context: ExecutionContext): Endpoint | undefined {
  return Reflect.getMetadata(ENDPOINT_METADATA, context.getHandler()) as Endpoint | undefined;
}

/**
 * Writes that count against a rate limit: every write of the catalogue except POSTs that record
 * nothing and providers' webhooks.
 */
export function isLimitedWrite(endpoint: Pick<Endpoint, 'method' | 'recordsNothing' | 'webhook'>): boolean {
  return endpoint.method !== 'get' && !endpoint.recordsNothing && !endpoint.webhook;
}
