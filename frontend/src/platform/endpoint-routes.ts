import { endpointRoutesWhere } from './endpoint-route-table';

/**
 * The endpoints anyone may call: all a visitor's pages call, so they come with the first page.
 * The others (member-endpoint-routes.ts) load with the first call that needs one (api-client.ts).
 */
export const publicEndpointRoutes = endpointRoutesWhere((access) => access === 'public');
