import { createEmailMarketingApi } from '../../features/email-marketing/email-marketing.api';
import { createEmailScenariosSaga } from '../../features/email-marketing/email-scenarios.saga';
import { emailScenariosReducer } from '../../features/email-marketing/email-scenarios.slice';
import { createEmailTemplatesSaga } from '../../features/email-marketing/email-templates.saga';
import { emailTemplatesReducer } from '../../features/email-marketing/email-templates.slice';
import { toastNotifier } from '../../platform/notify';
import { defineFeature } from '../feature-module';

export default defineFeature({
  reducers: { emailTemplates: emailTemplatesReducer, emailScenarios: emailScenariosReducer },
  sagas: ({ client }) => {
    const deps = { api: createEmailMarketingApi(client), notify: toastNotifier };
    return [createEmailTemplatesSaga(deps), createEmailScenariosSaga(deps)];
  },
});
