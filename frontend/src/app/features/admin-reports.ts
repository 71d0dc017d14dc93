import { createAdminReportsApi } from '../../features/admin-reports/admin-reports.api';
import { browserSaveFile } from '../../features/admin-reports/admin-reports.download';
import { createAdminReportsSaga } from '../../features/admin-reports/admin-reports.saga';
import { adminReportsReducer } from '../../features/admin-reports/admin-reports.slice';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { adminReports: adminReportsReducer },
  sagas: ({ client, auth }) => [
    createAdminReportsSaga({ api: createAdminReportsApi(client, { getIdToken: auth.currentIdToken }), notify: toastNotifier, saveFile: browserSaveFile }),
  ],
});
