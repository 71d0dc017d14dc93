/** The catalogue module's public surface: its manifest. It publishes no events to other modules yet. */
import { defineModule } from '../../platform/manifest/module-manifest';
import { CatalogueModule } from './catalogue.module';
import { CATEGORY_EVENT_TYPES, CATEGORY_SLUG_EVENT_TYPES } from './domain/category/category.events';
import { categoriesProjection } from './read-models/categories/categories.projection';

export const catalogueManifest = defineModule({
  name: 'catalogue',
  module: CatalogueModule,
  emits: [...CATEGORY_EVENT_TYPES, ...CATEGORY_SLUG_EVENT_TYPES],
  projections: [categoriesProjection],
  reactions: [],
  jobs: [],
});
