import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/** A template as /admin/email-templates lists it and as the sending worker renders it. */
export interface EmailTemplateRow {
  /** The `templateId` it was created with. */
  id: string;
  name: string;
  subject: string;
  body: string;
  /** The variables it uses, in order of first use. */
  variables: string[];
  /**
   * Out of the list and of new campaigns' choices; the row stays, so a campaign that still points
   * at it (set up in a race with the delete) renders its last content.
   */
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
  /** The stream revision of the last change: what an edit sends back as `If-Match`. */
  revision: number;
}

export const EMAIL_TEMPLATES_COLLECTION = 'marketing_email_templates';

/** Newest first among the live ones: a new template appears at the top. */
export const emailTemplateRows = (store: ReadStore) =>
  store.collection<EmailTemplateRow>(EMAIL_TEMPLATES_COLLECTION, {
    present: ['deleted', 'createdAt'],
    indexes: [['deleted', { field: 'createdAt', direction: 'desc' }]],
  });
