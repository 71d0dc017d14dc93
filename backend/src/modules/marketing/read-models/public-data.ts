import type { z } from 'zod';
import type { PublicEventSchemas } from '../../../platform/reactions/public-events';

/** Another module's event read as its public contract says: unknown fields dropped, a broken one stalls the projection visibly. */
export function publicData<S extends PublicEventSchemas, T extends keyof S & string>(schemas: S, type: T, data: unknown): z.output<S[T]> {
  return schemas[type]!.parse(data) as z.output<S[T]>;
}
