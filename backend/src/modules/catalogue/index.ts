/** The catalogue module's public surface: its manifest. */
import { defineModule } from '../../platform/manifest/module-manifest';
import { CatalogueModule } from './catalogue.module';

export const catalogueManifest = defineModule({
  name: 'catalogue',
  module: CatalogueModule,
  emits: [],
  projections: [],
  reactions: [],
  jobs: [],
});
