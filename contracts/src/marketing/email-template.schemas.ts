import { z } from 'zod';
import { hasReadableText, text } from '../shared';
import { hasUnsafeHtml, TEMPLATE_VARIABLE_NAMES, unknownVariablesIn, unknownVariablesMessage } from './email-template.render';
import { MARKETING_ERRORS } from './marketing.errors';

export const TEMPLATE_NAME_MAX = 120;
export const TEMPLATE_SUBJECT_MAX = 200;
export const TEMPLATE_BODY_MAX = 50_000;

const {
  EMAIL_TEMPLATE_NAME_REQUIRED,
  EMAIL_TEMPLATE_NAME_TOO_LONG,
  EMAIL_TEMPLATE_SUBJECT_REQUIRED,
  EMAIL_TEMPLATE_SUBJECT_TOO_LONG,
  EMAIL_TEMPLATE_BODY_REQUIRED,
  EMAIL_TEMPLATE_BODY_TOO_LONG,
  EMAIL_TEMPLATE_UNSAFE_HTML,
} = MARKETING_ERRORS;

/** Refuses `{{ten}}` and other placeholders that name no variable, naming them and the ones that exist. */
const knownVariablesOnly = (value: string, context: z.RefinementCtx) => {
  const unknown = unknownVariablesIn(value);
  if (unknown.length > 0) context.addIssue({ code: 'custom', message: unknownVariablesMessage(unknown) });
};

const subject = text({ max: TEMPLATE_SUBJECT_MAX, required: EMAIL_TEMPLATE_SUBJECT_REQUIRED, tooLong: EMAIL_TEMPLATE_SUBJECT_TOO_LONG })
  .refine(hasReadableText, EMAIL_TEMPLATE_SUBJECT_REQUIRED)
  .superRefine(knownVariablesOnly);
const body = text({ max: TEMPLATE_BODY_MAX, required: EMAIL_TEMPLATE_BODY_REQUIRED, tooLong: EMAIL_TEMPLATE_BODY_TOO_LONG, multiline: true })
  .refine(hasReadableText, EMAIL_TEMPLATE_BODY_REQUIRED)
  .superRefine(knownVariablesOnly)
  .refine((html) => !hasUnsafeHtml(html), EMAIL_TEMPLATE_UNSAFE_HTML);

/**
 * A template as the admin writes it: a name for the lists, the subject (one line) and the body
 * (HTML) with `{{variables}}` from TEMPLATE_VARIABLES. The same form creates and edits.
 */
export const emailTemplateRequestSchema = z.object({
  name: text({ max: TEMPLATE_NAME_MAX, required: EMAIL_TEMPLATE_NAME_REQUIRED, tooLong: EMAIL_TEMPLATE_NAME_TOO_LONG }).refine(hasReadableText, EMAIL_TEMPLATE_NAME_REQUIRED),
  subject,
  body,
});
export type EmailTemplateRequest = z.input<typeof emailTemplateRequestSchema>;

/** The preview renders an unsaved draft: only what rendering needs. */
export const previewEmailTemplateRequestSchema = z.object({ subject, body });
export type PreviewEmailTemplateRequest = z.input<typeof previewEmailTemplateRequestSchema>;

export const templateVariableSchema = z.enum(TEMPLATE_VARIABLE_NAMES as [string, ...string[]]);

export const emailTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The variables it uses, in order of first use: what a send must supply. */
  variables: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The stream revision it was read at: send it back as `If-Match: "<revision>"` so a crossed edit is a 409, not an overwrite. */
  revision: z.number().int(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/** Newest first: a new template appears at the top (spec part 2 section 4). */
export const listEmailTemplatesResponseSchema = z.object({ templates: z.array(emailTemplateSchema) });
export type ListEmailTemplatesResponse = z.infer<typeof listEmailTemplatesResponseSchema>;
export const emailTemplateChangedResponseSchema = z.object({ message: z.string(), template: emailTemplateSchema });
export type EmailTemplateChangedResponse = z.infer<typeof emailTemplateChangedResponseSchema>;
export const deleteEmailTemplateResponseSchema = z.object({ message: z.string(), _id: z.string() });
export type DeleteEmailTemplateResponse = z.infer<typeof deleteEmailTemplateResponseSchema>;

/** The draft rendered with SAMPLE_TEMPLATE_VALUES (the web app can also call `renderTemplate` itself). */
export const previewEmailTemplateResponseSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type PreviewEmailTemplateResponse = z.infer<typeof previewEmailTemplateResponseSchema>;
