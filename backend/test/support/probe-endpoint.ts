import type { Access, Endpoint, HttpMethod } from '@academy/contracts';
import { z } from 'zod';

/** An endpoint only tests have, for a probe controller mounted by `startTestApp(overrides, probes)`. */
export function probeEndpoint(method: HttpMethod, path: string, access: Access, options: Pick<Endpoint, 'idempotent'> = {}): Endpoint {
  return { method, path, access, tag: 'test', summary: 'Chỉ dùng trong kiểm thử', response: z.unknown(), ...options };
}
