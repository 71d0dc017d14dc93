import { Module } from '@nestjs/common';
import { CategorySlugs } from './commands/category-slugs';
import { CreateCategoryHandler } from './commands/create-category/create-category.handler';
import { CreateCategoryController } from './commands/create-category/create-category.http';
import { DeleteCategoryHandler } from './commands/delete-category/delete-category.handler';
import { DeleteCategoryController } from './commands/delete-category/delete-category.http';
import { ToggleCategoryActiveController } from './commands/toggle-category-active/toggle-category-active.http';
import { UpdateCategoryHandler } from './commands/update-category/update-category.handler';
import { UpdateCategoryController } from './commands/update-category/update-category.http';
import { CategoriesController } from './read-models/categories/categories.http';
import { CategoriesQuery } from './read-models/categories/categories.query';

/** Courses, categories, tools and their plans: what the academy sells. */
@Module({
  controllers: [CategoriesController, CreateCategoryController, UpdateCategoryController, ToggleCategoryActiveController, DeleteCategoryController],
  providers: [CategoriesQuery, CategorySlugs, CreateCategoryHandler, UpdateCategoryHandler, DeleteCategoryHandler],
})
export class CatalogueModule {}
