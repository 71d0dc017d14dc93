import { endpointRoutesWhere } from './endpoint-route-table';

/** The endpoints that need a signed-in caller (see endpoint-routes.ts). */
export const memberEndpointRoutes = endpointRoutesWhere((access) => access !== 'public');
