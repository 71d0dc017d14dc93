import { AUTH_MESSAGES, RegisterRequest, registerRequestSchema } from '@academy/contracts';
import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH } from './auth-errors';

export type AuthMode = 'login' | 'register';

export interface AuthFormValues {
  email: string;
  password: string;
  confirmPassword: string;
  name: string;
  phoneNumber: string;
  age: string;
}

export type AuthField = keyof AuthFormValues;
export type AuthFieldErrors = Partial<Record<AuthField, string>>;

export interface AuthFormErrors {
  /** A message about the form as a whole ('Vui lòng nhập email và mật khẩu.'). */
  form: string | null;
  fields: AuthFieldErrors;
}

export const EMPTY_AUTH_FORM: AuthFormValues = { email: '', password: '', confirmPassword: '', name: '', phoneNumber: '', age: '' };

const REGISTER_FIELDS: readonly AuthField[] = ['email', 'password', 'name', 'phoneNumber', 'age'];

/**
 * Spec part 1 §5. The form's own texts first (email and password present, email shape, password
 * length, confirmation, name); then the contracts' sign-up schema, so phone and age are judged
 * exactly as the server judges them. Null when the form may be sent.
 */
export function validateAuthForm(mode: AuthMode, values: AuthFormValues): AuthFormErrors | null {
  if (!values.email.trim() || !values.password) return { form: AUTH_MESSAGES.emailAndPasswordRequired, fields: {} };
  const fields: AuthFieldErrors = {};
  if (!EMAIL_PATTERN.test(values.email.trim())) fields.email = AUTH_MESSAGES.emailInvalid;
  if (values.password.length < MIN_PASSWORD_LENGTH) fields.password = AUTH_MESSAGES.passwordTooShort;
  if (mode === 'register') {
    if (values.confirmPassword !== values.password) fields.confirmPassword = AUTH_MESSAGES.passwordsDoNotMatch;
    if (!values.name.trim()) fields.name = AUTH_MESSAGES.nameRequiredForm;
    const parsed = registerRequestSchema.safeParse(toRegisterRequest(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as AuthField;
        if (REGISTER_FIELDS.includes(field) && !fields[field]) fields[field] = issue.message;
      }
    }
  }
  return Object.keys(fields).length ? { form: null, fields } : null;
}

/** The sign-up payload: trimmed texts; age parsed as a number when given (spec part 1 §5). */
export function toRegisterRequest(values: AuthFormValues): RegisterRequest {
  const age = values.age.trim();
  return {
    email: values.email.trim(),
    password: values.password,
    name: values.name.trim(),
    phoneNumber: values.phoneNumber.trim(),
    age: age === '' ? null : Number(age),
  };
}

/** Keeps the server's per-field messages (400 `fields`) that belong to this form. */
export function toAuthFieldErrors(fields: Record<string, string> | null | undefined): AuthFieldErrors {
  const result: AuthFieldErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    if ((REGISTER_FIELDS as readonly string[]).includes(key)) result[key as AuthField] = message;
  }
  return result;
}
