import { SubmitContactRequest, submitContactRequestSchema } from '@academy/contracts';
import { FormDefinition, Validation, checkWithSchema } from '../../lib/form';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFormValues = Record<ContactField, string>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', message: '' };

/** The same schema the API validates with, so the browser and the server say the same thing. */
export function validateContactForm(values: ContactFormValues): Validation<SubmitContactRequest, ContactField> {
  return checkWithSchema(submitContactRequestSchema, values, CONTACT_FIELDS);
}

export const CONTACT_FORM: FormDefinition<ContactField, SubmitContactRequest> = {
  fields: CONTACT_FIELDS,
  initial: EMPTY_CONTACT_FORM,
  validate: validateContactForm,
};
