import { composeSlices, Endpoint } from '../shared';
import { categoryEndpoints } from './category.endpoints';
import { courseEndpoints } from './course.endpoints';
import { mediaEndpoints } from './media.endpoints';
import { toolEndpoints } from './tool.endpoints';

/** The catalogue's slice of the endpoint catalogue: categories, courses, tools and the media library. */
export const catalogueEndpoints = composeSlices(categoryEndpoints, courseEndpoints, toolEndpoints, mediaEndpoints) satisfies Record<string, Endpoint>;
