import { composeSlices, Endpoint } from '../shared';
import { categoryEndpoints } from './category.endpoints';
import { toolEndpoints } from './tool.endpoints';

/** The catalogue's slice of the endpoint catalogue: categories and tools, then courses as they land. */
export const catalogueEndpoints = composeSlices(categoryEndpoints, toolEndpoints) satisfies Record<string, Endpoint>;
