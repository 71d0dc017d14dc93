/** The catalogue module's public surface: its manifest and its public events (courses, for now). */
import { defineModule } from '../../platform/manifest/module-manifest';
import { CatalogueModule } from './catalogue.module';
import { CATEGORY_EVENT_TYPES, CATEGORY_SLUG_EVENT_TYPES } from './domain/category/category.events';
import { COURSE_SLUG_EVENT_TYPES } from './domain/course/course-slug.events';
import { COURSE_EVENT_TYPES } from './domain/course/course.events';
import { TOOL_EVENT_TYPES, TOOL_SLUG_EVENT_TYPES } from './domain/tool/tool.events';
import { MEDIA_ASSET_EVENT_TYPES } from './domain/media-asset/media-asset.events';
import { deleteMediaFileOnMediaAssetDeleted } from './reactions/delete-media-file.reaction';
import { fileReferencesProjection } from './read-models/file-references/file-references.projection';
import { mediaLibraryProjection } from './read-models/media-library/media-library.projection';
import { mediaUsageProjection } from './read-models/media-usage/media-usage.projection';
import { releaseCategorySlug } from './reactions/release-category-slug.reaction';
import { releaseCourseSlugOnCourseDeleted } from './reactions/release-course-slug.reaction';
import { categoriesProjection } from './read-models/categories/categories.projection';
import { coursesProjection } from './read-models/editable-course/courses.projection';
import { instructorsProjection } from './read-models/instructors/instructors.projection';
import { toolsProjection } from './read-models/tools/tools.projection';

export { CatalogueForSale } from './catalogue-for-sale';
export type { CourseForSale, ToolPlanForSale } from './catalogue-for-sale';
export { CatalogueWebPages } from './catalogue-web-pages';
export { CatalogueModule } from './catalogue.module';
export { CourseCards } from './course-cards';
export { PublishedCourseSummaries } from './published-course-summaries';
export type { CourseCard, InstructorCourse } from './course-cards';
export { ToolCards } from './tool-cards';
export type { ToolCard } from './tool-cards';
export { COURSE_ENROLMENTS } from './course-enrolments';
export { COURSE_STATS } from './course-stats';
export type { CourseStat, CourseStats } from './course-stats';
export { PLAN_SALES } from './plan-sales';
export type { PlanSales } from './plan-sales';
export type { CourseEnrolments, LearningAccess } from './course-enrolments';
export { CourseCurricula, lectureIdsOf } from './course-curricula';
export type { CourseCurriculum, CurriculumLecture, CurriculumSection } from './course-curricula';
export { MediaPlaybackLinks, MEDIA_STREAM_PATH } from './media-playback/media-playback-links';
export { mediaStream } from './media-playback/media-stream.router';
export { cataloguePublicEvents } from './catalogue.public-events';
export type { CataloguePublicEvent } from './catalogue.public-events';

export const catalogueManifest = defineModule({
  name: 'catalogue',
  module: CatalogueModule,
  emits: [...CATEGORY_EVENT_TYPES, ...CATEGORY_SLUG_EVENT_TYPES, ...COURSE_EVENT_TYPES, ...COURSE_SLUG_EVENT_TYPES, ...TOOL_EVENT_TYPES, ...TOOL_SLUG_EVENT_TYPES, ...MEDIA_ASSET_EVENT_TYPES],
  projections: [categoriesProjection, coursesProjection, instructorsProjection, toolsProjection, mediaLibraryProjection, mediaUsageProjection, fileReferencesProjection],
  reactions: [releaseCategorySlug, releaseCourseSlugOnCourseDeleted, deleteMediaFileOnMediaAssetDeleted],
  jobs: [],
});
