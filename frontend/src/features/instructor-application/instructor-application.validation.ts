import {
  RejectInstructorApplicationRequest,
  SubmitInstructorApplicationRequest,
  rejectInstructorApplicationRequestSchema,
  submitInstructorApplicationRequestSchema,
} from '@academy/contracts';
import { FormDefinition, checkWithSchema } from '../../lib/form';

/** The application form: the contracts schema the API checks with, so both say the same thing. */
export const APPLICATION_FIELDS = ['expertise', 'topics', 'experience', 'sampleLinks', 'phone'] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

export const APPLICATION_FORM: FormDefinition<ApplicationField, SubmitInstructorApplicationRequest> = {
  fields: APPLICATION_FIELDS,
  initial: { expertise: '', topics: '', experience: '', sampleLinks: '', phone: '' },
  validate: (values) => checkWithSchema(submitInstructorApplicationRequestSchema, values, APPLICATION_FIELDS),
};

/** The form starts from the phone on the profile, which the academy already calls about courses. */
export const applicationFormFor = (phone: string): FormDefinition<ApplicationField, SubmitInstructorApplicationRequest> => ({
  ...APPLICATION_FORM,
  initial: { ...APPLICATION_FORM.initial, phone },
});

export const REJECT_FIELDS = ['reason'] as const;
export const REJECT_FORM: FormDefinition<'reason', RejectInstructorApplicationRequest> = {
  fields: REJECT_FIELDS,
  initial: { reason: '' },
  validate: (values) => checkWithSchema(rejectInstructorApplicationRequestSchema, values, REJECT_FIELDS),
};
