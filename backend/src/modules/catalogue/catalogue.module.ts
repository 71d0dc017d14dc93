import { Module } from '@nestjs/common';

/** Courses, categories, tools and their plans: what the academy sells. */
@Module({
  controllers: [],
  providers: [],
})
export class CatalogueModule {}
