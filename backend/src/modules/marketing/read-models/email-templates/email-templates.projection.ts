import { variablesIn } from '@academy/contracts';
import { defineProjection } from '../../../../platform/projections/define-projection';
import type { EmailTemplateEvent } from '../../domain/email-template/email-template.events';
import { EMAIL_TEMPLATES_COLLECTION, emailTemplateRows } from './email-templates.read-model';

/** Idempotent: creation inserts only when absent, every other event sets absolute values. */
export const emailTemplatesProjection = defineProjection<EmailTemplateEvent>({
  name: 'marketing.email-templates.v1',
  collections: [EMAIL_TEMPLATES_COLLECTION],
  handlers: {
    async EmailTemplateCreated({ data }, { store, recorded }) {
      const { templateId, name, subject, body, at } = data;
      await emailTemplateRows(store).insertIfAbsent({ id: templateId, name, subject, body, variables: variablesIn(subject, body), deleted: false, createdAt: at, updatedAt: at, revision: recorded.revision });
    },
    async EmailTemplateEdited({ data }, { store, recorded }) {
      const { templateId, name, subject, body, at } = data;
      await emailTemplateRows(store).patch(templateId, { name, subject, body, variables: variablesIn(subject, body), updatedAt: at, revision: recorded.revision });
    },
    async EmailTemplateDeleted({ data }, { store, recorded }) {
      await emailTemplateRows(store).patch(data.templateId, { deleted: true, updatedAt: data.at, revision: recorded.revision });
    },
  },
});
