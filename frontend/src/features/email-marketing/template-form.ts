import {
  EmailTemplate,
  EmailTemplateRequest,
  emailTemplateRequestSchema,
  hasUnsafeHtml,
  MARKETING_ERRORS,
  renderTemplate,
  SAMPLE_TEMPLATE_VALUES,
  TemplateValues,
  TemplateVariable,
  unknownVariablesIn,
  unknownVariablesMessage,
} from '@academy/contracts';
import { checkWithSchema, FormDefinition, Validation } from '../../lib/form';

export const TEMPLATE_FIELDS = ['name', 'subject', 'body'] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];
export type TemplateValuesForm = Record<TemplateField, string>;

export const EMPTY_TEMPLATE: TemplateValuesForm = {
  name: '',
  subject: 'Chào {{name}}, ',
  body: '<p>Xin chào <strong>{{name}}</strong>,</p>\n<p></p>\n<p>Trân trọng,<br>Học viện Marketing Thực Chiến</p>',
};

export const templateValues = ({ name, subject, body }: EmailTemplate): TemplateValuesForm => ({ name, subject, body });

/** The contracts' schema, as the server checks it: unknown `{{…}}` and unsafe markup are refused here first. */
export function validateTemplate(values: TemplateValuesForm): Validation<EmailTemplateRequest, TemplateField> {
  return checkWithSchema(emailTemplateRequestSchema, values, TEMPLATE_FIELDS);
}

export const TEMPLATE_FORM: FormDefinition<TemplateField, EmailTemplateRequest> = {
  fields: TEMPLATE_FIELDS,
  initial: EMPTY_TEMPLATE,
  validate: validateTemplate,
};

export const tokenOf = (variable: string) => `{{${variable}}}`;

/**
 * The text with `{{variable}}` put where the cursor was (replacing a selection), and where the
 * cursor goes next: right after the token, so the admin keeps typing.
 */
export function insertToken(text: string, selectionStart: number, selectionEnd: number, variable: TemplateVariable): { text: string; caret: number } {
  const start = Math.max(0, Math.min(selectionStart, text.length));
  const end = Math.max(start, Math.min(selectionEnd, text.length));
  const token = tokenOf(variable);
  return { text: text.slice(0, start) + token + text.slice(end), caret: start + token.length };
}

/** What the preview pane shows: the email as the sample learner would get it, or why it cannot be shown. */
export type TemplatePreview = { ok: true; subject: string; html: string } | { ok: false; problem: string };

/**
 * The live preview: the same `renderTemplate` the sending worker runs, with the sample values.
 * Unknown placeholders or markup the server refuses are named instead of rendered.
 */
export function previewTemplate(subject: string, body: string, values: TemplateValues = SAMPLE_TEMPLATE_VALUES): TemplatePreview {
  const unknown = unknownVariablesIn(subject, body);
  if (unknown.length > 0) return { ok: false, problem: unknownVariablesMessage(unknown) };
  if (hasUnsafeHtml(body)) return { ok: false, problem: MARKETING_ERRORS.EMAIL_TEMPLATE_UNSAFE_HTML };
  const rendered = renderTemplate({ subject, body }, values);
  return { ok: true, subject: rendered.subject, html: rendered.html };
}

/**
 * The document the sandboxed preview frame shows: the email's HTML in a plain page (UTF-8, the
 * system font, links opening outside), never injected into the app's own page.
 */
export function previewDocument(html: string): string {
  return [
    '<!doctype html><html lang="vi"><head><meta charset="utf-8"><base target="_blank">',
    '<style>body{margin:0;padding:20px;font:15px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1f2937;background:#fff;word-wrap:break-word}img{max-width:100%;height:auto}a{color:#4f46e5}</style>',
    `</head><body>${html}</body></html>`,
  ].join('');
}
