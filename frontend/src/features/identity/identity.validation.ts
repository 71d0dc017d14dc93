import { AUTH_MESSAGES, UpdateProfileRequest, updateProfileRequestSchema } from '@academy/contracts';

export const MIN_PASSWORD_LENGTH = 6;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Texts of this feature that the contracts do not carry. */
export const IDENTITY_MESSAGES = {
  passwordChanged: 'Đổi mật khẩu thành công!',
  passwordReset: 'Đặt lại mật khẩu thành công! Bạn có thể đăng nhập bằng mật khẩu mới.',
  currentPasswordRequired: 'Vui lòng nhập mật khẩu hiện tại.',
  emailRequired: 'Vui lòng nhập email.',
  missingResetCode: 'Link đặt lại mật khẩu không hợp lệ hoặc đã hết hạn. Vui lòng yêu cầu link mới.',
} as const;

export interface ProfileFormValues {
  name: string;
  phoneNumber: string;
  age: string;
  avatarUrl: string;
}
export type ProfileField = keyof ProfileFormValues;
export type ProfileFieldErrors = Partial<Record<ProfileField, string>>;

export function toUpdateProfileRequest(values: ProfileFormValues): UpdateProfileRequest {
  const age = values.age.trim();
  const avatarUrl = values.avatarUrl.trim();
  return {
    name: values.name.trim(),
    phoneNumber: values.phoneNumber.trim(),
    age: age === '' ? null : Number(age),
    avatarUrl: avatarUrl === '' ? null : avatarUrl,
  };
}

const PROFILE_FIELDS: readonly ProfileField[] = ['name', 'phoneNumber', 'age', 'avatarUrl'];

/** The form's name text first, then the contracts' schema (the server applies the same one). */
export function validateProfile(values: ProfileFormValues): ProfileFieldErrors | null {
  const errors: ProfileFieldErrors = {};
  if (!values.name.trim()) errors.name = AUTH_MESSAGES.nameRequiredForm;
  const parsed = updateProfileRequestSchema.safeParse(toUpdateProfileRequest(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ProfileField;
      if (PROFILE_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  return Object.keys(errors).length ? errors : null;
}

export function toProfileFieldErrors(fields: Record<string, string> | null | undefined): ProfileFieldErrors {
  const result: ProfileFieldErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    if ((PROFILE_FIELDS as readonly string[]).includes(key)) result[key as ProfileField] = message;
  }
  return result;
}

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type PasswordField = keyof PasswordChangeValues;
export type PasswordFieldErrors = Partial<Record<PasswordField, string>>;

export function validatePasswordChange(values: PasswordChangeValues): PasswordFieldErrors | null {
  const errors: PasswordFieldErrors = {};
  if (!values.currentPassword) errors.currentPassword = IDENTITY_MESSAGES.currentPasswordRequired;
  if (!values.newPassword) errors.newPassword = AUTH_MESSAGES.passwordRequired;
  else if (values.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = AUTH_MESSAGES.passwordTooShort;
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = AUTH_MESSAGES.passwordsDoNotMatch;
  return Object.keys(errors).length ? errors : null;
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}
export type NewPasswordFieldErrors = Partial<Record<keyof NewPasswordValues, string>>;

export function validateNewPassword(values: NewPasswordValues): NewPasswordFieldErrors | null {
  const errors: NewPasswordFieldErrors = {};
  if (!values.password) errors.password = AUTH_MESSAGES.passwordRequired;
  else if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = AUTH_MESSAGES.passwordTooShort;
  if (values.confirmPassword !== values.password) errors.confirmPassword = AUTH_MESSAGES.passwordsDoNotMatch;
  return Object.keys(errors).length ? errors : null;
}

/** The forgot-password form: null when the email may be sent. */
export function validateResetEmail(email: string): string | null {
  if (!email.trim()) return IDENTITY_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(email.trim())) return AUTH_MESSAGES.emailInvalid;
  return null;
}
