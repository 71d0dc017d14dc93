import { SubmitContactRequest, submitContactRequestSchema } from '@academy/contracts';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFieldErrors = Partial<Record<ContactField, string>>;
export type ContactFormValues = Record<ContactField, string>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', message: '' };

export type ContactValidation =
  | { ok: true; request: SubmitContactRequest }
  | { ok: false; fieldErrors: ContactFieldErrors };

function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (CONTACT_FIELDS as readonly string[]).includes(value);
}

/** Keeps only the fields the form shows, first message per field. */
export function toContactFieldErrors(fields: Record<string, string> | null | undefined): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const [field, message] of Object.entries(fields ?? {})) {
    if (isContactField(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The same schema the API validates with, so the browser and the server say the same thing. */
export function validateContactForm(values: ContactFormValues): ContactValidation {
  const result = submitContactRequestSchema.safeParse(values);
  if (result.success) return { ok: true, request: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isContactField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, fieldErrors: errors };
}
