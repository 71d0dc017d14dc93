import { AUTH_MESSAGES, FIELD_MESSAGES, RegisterRequest, registerRequestSchema } from '@academy/contracts';
import { EMAIL_PATTERN, FieldErrors, FormDefinition, MIN_PASSWORD_LENGTH, Validation, check, checkWithSchema } from '../../lib/form';
import { validateCredentials } from './auth-errors';

export type AuthMode = 'login' | 'register';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * The panel's fields in screen order (sign-up shows them all, sign-in only email and password). The
 * two boxes hold CHECKED or '' like every other value; the consent one must be ticked to sign up.
 */
export const AUTH_FIELDS = ['name', 'email', 'password', 'confirmPassword', 'phoneNumber', 'age', 'acceptTerms', 'marketingEmails'] as const;
export type AuthField = (typeof AUTH_FIELDS)[number];
export type AuthFormValues = Record<AuthField, string>;
export const CHECKED = 'true';

export const EMPTY_AUTH_FORM: AuthFormValues = { email: '', password: '', confirmPassword: '', name: '', phoneNumber: '', age: '', acceptTerms: '', marketingEmails: '' };

/** The sign-up tab's two boxes as the API takes them (a Google or Facebook sign-up sends them too). */
export function signUpChoicesOf(values: Pick<AuthFormValues, 'acceptTerms' | 'marketingEmails'>) {
  return { acceptTerms: values.acceptTerms === CHECKED, marketingEmails: values.marketingEmails === CHECKED };
}

/** What a valid panel sends: a sign-in, or a sign-up in the contracts' shape. */
export type AuthSubmission = { kind: 'sign-in'; credentials: Credentials } | { kind: 'sign-up'; request: RegisterRequest };

const CREDENTIAL_FIELDS: readonly AuthField[] = ['email', 'password'];

/**
 * Spec part 1 §5. The form's own texts (email and password present, email shape, password length,
 * confirmation, name), then on sign-up the contracts' schema, so phone and age are judged exactly
 * as the server judges them. Everything at once: an empty sign-up names every missing field.
 */
export function validateAuthForm(mode: AuthMode, values: AuthFormValues): Validation<AuthSubmission, AuthField> {
  const email = values.email.trim();
  const missing = !email || !values.password;
  // With email or password missing, the form-level text speaks for both fields.
  const formError = missing ? AUTH_MESSAGES.emailAndPasswordRequired : undefined;
  const own: FieldErrors<AuthField> = missing
    ? {}
    : {
        email: EMAIL_PATTERN.test(email) ? undefined : FIELD_MESSAGES.emailInvalid,
        password: values.password.length < MIN_PASSWORD_LENGTH ? AUTH_MESSAGES.passwordTooShort : undefined,
      };
  if (mode === 'login') return check({ kind: 'sign-in', credentials: { email: values.email, password: values.password } }, own, formError);

  const fields = missing ? AUTH_FIELDS.filter((field) => !CREDENTIAL_FIELDS.includes(field)) : AUTH_FIELDS;
  const signUp = checkWithSchema(registerRequestSchema, { ...values, ...signUpChoicesOf(values) }, fields, {
    own: {
      ...own,
      confirmPassword: values.confirmPassword === values.password ? undefined : AUTH_MESSAGES.passwordsDoNotMatch,
      name: values.name.trim() ? undefined : AUTH_MESSAGES.nameRequiredForm,
    },
    formError,
  });
  return signUp.ok ? { ok: true, request: { kind: 'sign-up', request: signUp.request } } : signUp;
}

export function authForm(mode: AuthMode): FormDefinition<AuthField, AuthSubmission> {
  return { fields: AUTH_FIELDS, initial: EMPTY_AUTH_FORM, validate: (values) => validateAuthForm(mode, values) };
}

/** The admin login shows one alert: the first rule that fails (spec part 1 §5). */
export function validateAdminLogin(values: Credentials): Validation<Credentials, keyof Credentials> {
  return check(values, {}, validateCredentials(values.email, values.password) ?? undefined);
}

export const ADMIN_LOGIN_FORM = { fields: ['email', 'password'] as const, initial: { email: '', password: '' }, validate: validateAdminLogin };
