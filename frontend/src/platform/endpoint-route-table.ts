import { Access, EndpointName, HttpMethod, endpoints } from '@academy/contracts';

/** What the typed client needs of an endpoint at run time: its method and its path. */
export interface EndpointRoute {
  method: HttpMethod;
  path: string;
}

export type EndpointRoutes = Partial<Record<EndpointName, EndpointRoute>>;

/**
 * The method and path of each endpoint whose access rule `admits`, read from the contracts'
 * catalogue. Used where the app runs from source (tests); the web build replaces the modules that
 * call it with the tables computed when the build starts (vite.config.mts,
 * `endpointRoutesWithoutSchemas`): the catalogue holds every request and response schema, about
 * 50 KB of zod once compressed, which a page that validates nothing must not download.
 */
export function endpointRoutesWhere(admits: (access: Access) => boolean): EndpointRoutes {
  return Object.fromEntries(
    Object.entries(endpoints)
      .filter(([, { access }]) => admits(access))
      .map(([name, { method, path }]) => [name, { method, path }]),
  ) as EndpointRoutes;
}
