import { EndpointName, HttpMethod, endpoints } from '@academy/contracts';

/** What the typed client needs of an endpoint at run time: its method and its path. */
export interface EndpointRoute {
  method: HttpMethod;
  path: string;
}

export type EndpointRoutes = Record<EndpointName, EndpointRoute>;

/**
 * Every endpoint's method and path, read from the contracts' catalogue. The web build replaces
 * this module with the same table computed when the build starts (vite.config.mts,
 * `endpointRoutesWithoutSchemas`): the catalogue holds every request and response schema, about
 * 50 KB of zod once compressed, which a page that validates nothing must not download.
 */
export const endpointRoutes = Object.fromEntries(
  Object.entries(endpoints).map(([name, { method, path }]) => [name, { method, path }]),
) as EndpointRoutes;
