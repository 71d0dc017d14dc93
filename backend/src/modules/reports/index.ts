/**
 * The reports module's public surface: its manifest. It reads commerce's, affiliate's and
 * identity's public events and publishes none.
 */
import { defineModule } from '../../platform/manifest/module-manifest';
import { salesReportProjection } from './read-models/sales-report/sales-report.projection';
import { ReportsModule } from './reports.module';

export const reportsManifest = defineModule({
  name: 'reports',
  module: ReportsModule,
  emits: [],
  projections: [salesReportProjection],
  reactions: [],
  jobs: [],
});
