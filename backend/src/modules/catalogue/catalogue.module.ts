import { Module } from '@nestjs/common';
import { CatalogueForSale } from './catalogue-for-sale';
import { CatalogueWebPages } from './catalogue-web-pages';
import { CategorySlugs } from './commands/category-slugs';
import { CreateCategoryHandler } from './commands/create-category/create-category.handler';
import { CreateCategoryController } from './commands/create-category/create-category.http';
import { DeleteCategoryHandler } from './commands/delete-category/delete-category.handler';
import { DeleteCategoryController } from './commands/delete-category/delete-category.http';
import { ToggleCategoryActiveController } from './commands/toggle-category-active/toggle-category-active.http';
import { UpdateCategoryHandler } from './commands/update-category/update-category.handler';
import { UpdateCategoryController } from './commands/update-category/update-category.http';
import { CreateToolHandler } from './commands/create-tool/create-tool.handler';
import { CreateToolController } from './commands/create-tool/create-tool.http';
import { DeleteToolHandler } from './commands/delete-tool/delete-tool.handler';
import { DeleteToolController } from './commands/delete-tool/delete-tool.http';
import { ToolSlugs } from './commands/tool-slugs';
import { ToolThumbnails } from './commands/tool-thumbnails';
import { UpdateToolHandler } from './commands/update-tool/update-tool.handler';
import { UpdateToolController } from './commands/update-tool/update-tool.http';
import { CategoriesController } from './read-models/categories/categories.http';
import { CategoriesQuery } from './read-models/categories/categories.query';
import { ToolPlansController } from './read-models/tool-plans/tool-plans.http';
import { ToolPlansQuery } from './read-models/tool-plans/tool-plans.query';
import { ToolsController } from './read-models/tools/tools.http';
import { ToolsQuery } from './read-models/tools/tools.query';
import { CourseHistory } from './commands/course-history';
import { CourseImages } from './commands/course-images';
import { CourseMedia } from './commands/course-media';
import { CourseSlugs } from './commands/course-slugs';
import { CreateCourseHandler } from './commands/create-course/create-course.handler';
import { CreateCourseController } from './commands/create-course/create-course.http';
import { DeleteCourseHandler } from './commands/delete-course/delete-course.handler';
import { DeleteCourseController } from './commands/delete-course/delete-course.http';
import { ReviewCourseController } from './commands/review-course/review-course.http';
import { ToggleCoursePublishController } from './commands/toggle-course-publish/toggle-course-publish.http';
import { UpdateCourseHandler } from './commands/update-course/update-course.handler';
import { UpdateCourseController } from './commands/update-course/update-course.http';
import { CourseCatalogueController } from './read-models/course-catalogue/course-catalogue.http';
import { CourseCatalogueQuery } from './read-models/course-catalogue/course-catalogue.query';
import { CoursePagesController } from './read-models/course-pages/course-pages.http';
import { CoursePagesQuery } from './read-models/course-pages/course-pages.query';
import { CourseLabels } from './read-models/course-views';
import { EditableCourseController } from './read-models/editable-course/editable-course.http';
import { EditableCourseQuery } from './read-models/editable-course/editable-course.query';
import { InstructorsController } from './read-models/instructors/instructors.http';
import { InstructorsQuery } from './read-models/instructors/instructors.query';
import { ManagedCoursesController } from './read-models/managed-courses/managed-courses.http';
import { ManagedCoursesQuery } from './read-models/managed-courses/managed-courses.query';
import { CourseCards } from './course-cards';
import { CourseCurricula } from './course-curricula';
import { PublishedCourseSummaries } from './published-course-summaries';
import { ToolCards } from './tool-cards';
import { DeleteMediaFileHandler } from './commands/delete-media-file/delete-media-file.handler';
import { DeleteMediaHandler } from './commands/delete-media/delete-media.handler';
import { DeleteMediaController } from './commands/delete-media/delete-media.http';
import { DeleteStoredFileHandler } from './commands/delete-stored-file/delete-stored-file.handler';
import { DeleteStoredFileController } from './commands/delete-stored-file/delete-stored-file.http';
import { UploadMediaHandler } from './commands/upload-media/upload-media.handler';
import { UploadMediaController } from './commands/upload-media/upload-media.http';
import { MediaPlaybackLinks } from './media-playback/media-playback-links';
import { FileReferencesQuery } from './read-models/file-references/file-references.query';
import { MediaLibraryController } from './read-models/media-library/media-library.http';
import { MediaLibraryQuery } from './read-models/media-library/media-library.query';
import { MediaUsageQuery } from './read-models/media-usage/media-usage.query';
import { PlaybackLinksController } from './read-models/playback-links/playback-links.http';
import { PlaybackLinksQuery } from './read-models/playback-links/playback-links.query';
import { StorageFilesController } from './read-models/storage-files/storage-files.http';
import { StorageFilesQuery } from './read-models/storage-files/storage-files.query';

/** Courses, categories, tools and their plans: what the academy sells; the lecture videos and the file store they use. */
@Module({
  controllers: [
    CourseCatalogueController,
    CoursePagesController,
    CreateCourseController,
    ManagedCoursesController,
    EditableCourseController,
    UpdateCourseController,
    ToggleCoursePublishController,
    DeleteCourseController,
    ReviewCourseController,
    InstructorsController,
    CategoriesController,
    CreateCategoryController,
    UpdateCategoryController,
    ToggleCategoryActiveController,
    DeleteCategoryController,
    ToolsController,
    ToolPlansController,
    CreateToolController,
    UpdateToolController,
    DeleteToolController,
    MediaLibraryController,
    UploadMediaController,
    DeleteMediaController,
    PlaybackLinksController,
    StorageFilesController,
    DeleteStoredFileController,
  ],
  providers: [
    CatalogueForSale,
    CatalogueWebPages,
    CourseLabels,
    CourseMedia,
    CourseCatalogueQuery,
    CoursePagesQuery,
    ManagedCoursesQuery,
    EditableCourseQuery,
    InstructorsQuery,
    CourseHistory,
    CourseSlugs,
    CourseImages,
    CreateCourseHandler,
    UpdateCourseHandler,
    DeleteCourseHandler,
    CategoriesQuery,
    CategorySlugs,
    CreateCategoryHandler,
    UpdateCategoryHandler,
    DeleteCategoryHandler,
    ToolsQuery,
    ToolPlansQuery,
    ToolSlugs,
    ToolThumbnails,
    CreateToolHandler,
    UpdateToolHandler,
    DeleteToolHandler,
    MediaLibraryQuery,
    MediaUsageQuery,
    MediaPlaybackLinks,
    PlaybackLinksQuery,
    UploadMediaHandler,
    DeleteMediaHandler,
    DeleteMediaFileHandler,
    FileReferencesQuery,
    StorageFilesQuery,
    DeleteStoredFileHandler,
    CourseCards,
    CourseCurricula,
    ToolCards,
    PublishedCourseSummaries,
    // COURSE_ENROLMENTS comes from the global learning module (docs/decisions.md, 'Learning: enrolments').
  ],
  // The query side other modules may use (DESIGN.md: modules talk through events and exported queries).
  exports: [CatalogueForSale, CourseCards, CourseCurricula, ToolCards, PublishedCourseSummaries],
})
export class CatalogueModule {}
