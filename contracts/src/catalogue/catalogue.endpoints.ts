import { composeSlices, Endpoint } from '../shared';
import { categoryEndpoints } from './category.endpoints';

/** The catalogue's slice of the endpoint catalogue: categories, then courses and tools as they land. */
export const catalogueEndpoints = composeSlices(categoryEndpoints) satisfies Record<string, Endpoint>;
