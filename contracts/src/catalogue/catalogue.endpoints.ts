import { composeSlices, Endpoint } from '../shared';
import { categoryEndpoints } from './category.endpoints';
import { courseEndpoints } from './course.endpoints';
import { toolEndpoints } from './tool.endpoints';

/** The catalogue's slice of the endpoint catalogue: categories, courses and tools. */
export const catalogueEndpoints = composeSlices(categoryEndpoints, courseEndpoints, toolEndpoints) satisfies Record<string, Endpoint>;
