import { composeSlices, Endpoint } from '../shared';
import { categoryEndpoints } from './category.endpoints';
import { courseEndpoints } from './course.endpoints';
import { mediaEndpoints } from './media.endpoints';
import { storageEndpoints } from './storage.endpoints';
import { toolEndpoints } from './tool.endpoints';

/** The catalogue's slice of the endpoint catalogue: categories, courses, tools, the media library and the storage browser. */
export const catalogueEndpoints = composeSlices(categoryEndpoints, courseEndpoints, toolEndpoints, mediaEndpoints, storageEndpoints) satisfies Record<string, Endpoint>;
