import type { DomainEvent } from '../../../../platform/domain/decider';

/** What the admin writes: the same form creates and edits. */
export interface EmailTemplateContent {
  name: string;
  subject: string;
  /** HTML with `{{variables}}` (contracts' TEMPLATE_VARIABLES). */
  body: string;
}

type OnTemplate = { templateId: string };
type ByAdmin = { by: string; at: string };

export type EmailTemplateCreated = DomainEvent<'EmailTemplateCreated', OnTemplate & EmailTemplateContent & ByAdmin>;
/** The content as it now stands: emails sent from now on use it. */
export type EmailTemplateEdited = DomainEvent<'EmailTemplateEdited', OnTemplate & EmailTemplateContent & ByAdmin>;
/**
 * Gone from the list and from the choices of new campaigns. Its last content is kept by the read
 * model: a campaign that still points at it (set up in a race with the delete) renders that.
 */
export type EmailTemplateDeleted = DomainEvent<'EmailTemplateDeleted', OnTemplate & ByAdmin>;

export type EmailTemplateEvent = EmailTemplateCreated | EmailTemplateEdited | EmailTemplateDeleted;

export const EMAIL_TEMPLATE_EVENT_TYPES = ['EmailTemplateCreated', 'EmailTemplateEdited', 'EmailTemplateDeleted'] as const satisfies ReadonlyArray<
  EmailTemplateEvent['type']
>;
