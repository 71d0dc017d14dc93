import { composeSlices } from '../shared';
import { CATEGORY_ERRORS } from './category.errors';
import { COURSE_ERRORS } from './course.errors';
import { MEDIA_ERRORS } from './media.errors';
import { STORAGE_ERRORS } from './storage.errors';
import { TOOL_ERRORS } from './tool.errors';

/** The catalogue's error codes: categories, courses, tools and their plans, the media library and the storage browser. */
export const CATALOGUE_ERRORS = composeSlices(CATEGORY_ERRORS, COURSE_ERRORS, TOOL_ERRORS, MEDIA_ERRORS, STORAGE_ERRORS);
