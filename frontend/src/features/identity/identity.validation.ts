import { AUTH_MESSAGES, FIELD_MESSAGES, UpdateProfileRequest, UserProfile, updateProfileRequestSchema } from '@academy/contracts';
import { EMAIL_PATTERN, FormDefinition, MIN_PASSWORD_LENGTH, Validation, check, checkWithSchema } from '../../lib/form';

/** Texts of this feature that the contracts do not carry. */
export const IDENTITY_MESSAGES = {
  passwordChanged: 'Đổi mật khẩu thành công!',
  passwordReset: 'Đặt lại mật khẩu thành công! Bạn có thể đăng nhập bằng mật khẩu mới.',
  currentPasswordRequired: 'Vui lòng nhập mật khẩu hiện tại.',
  emailRequired: 'Vui lòng nhập email.',
  missingResetCode: 'Link đặt lại mật khẩu không hợp lệ hoặc đã hết hạn. Vui lòng yêu cầu link mới.',
} as const;

export const PROFILE_FIELDS = ['name', 'phoneNumber', 'age', 'avatarUrl'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFormValues = Record<ProfileField, string>;

export function toProfileValues(profile: UserProfile): ProfileFormValues {
  return {
    name: profile.name,
    phoneNumber: profile.phoneNumber,
    age: profile.age === null ? '' : String(profile.age),
    avatarUrl: profile.avatarUrl ?? '',
  };
}

/** The form's name text first, then the contracts' schema (the server applies the same one); no avatar is null. */
export function validateProfile(values: ProfileFormValues): Validation<UpdateProfileRequest, ProfileField> {
  const avatarUrl = values.avatarUrl.trim();
  return checkWithSchema(updateProfileRequestSchema, { ...values, avatarUrl: avatarUrl === '' ? null : avatarUrl }, PROFILE_FIELDS, {
    own: { name: values.name.trim() ? undefined : AUTH_MESSAGES.nameRequiredForm },
  });
}

/** The saved profile fills the form (see ProfileForm); these are its fields and checks. */
export const PROFILE_FORM: FormDefinition<ProfileField, UpdateProfileRequest> = {
  fields: PROFILE_FIELDS,
  initial: { name: '', phoneNumber: '', age: '', avatarUrl: '' },
  validate: validateProfile,
};

/** Required, then long enough. */
function newPasswordProblem(password: string): string | undefined {
  if (!password) return AUTH_MESSAGES.passwordRequired;
  return password.length < MIN_PASSWORD_LENGTH ? AUTH_MESSAGES.passwordTooShort : undefined;
}

const confirmationProblem = (password: string, confirmation: string) =>
  confirmation === password ? undefined : AUTH_MESSAGES.passwordsDoNotMatch;

const PASSWORD_CHANGE_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordChangeValues = Record<(typeof PASSWORD_CHANGE_FIELDS)[number], string>;

export function validatePasswordChange(values: PasswordChangeValues) {
  return check({ currentPassword: values.currentPassword, newPassword: values.newPassword }, {
    currentPassword: values.currentPassword ? undefined : IDENTITY_MESSAGES.currentPasswordRequired,
    newPassword: newPasswordProblem(values.newPassword),
    confirmPassword: confirmationProblem(values.newPassword, values.confirmPassword),
  });
}

const NEW_PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;
export type NewPasswordValues = Record<(typeof NEW_PASSWORD_FIELDS)[number], string>;

/** The reset form's request is the new password. */
export function validateNewPassword(values: NewPasswordValues) {
  return check(values.password, {
    password: newPasswordProblem(values.password),
    confirmPassword: confirmationProblem(values.password, values.confirmPassword),
  });
}


/** The forgot-password form's request is the trimmed email. */
export function validateResetEmail({ email }: Record<'email', string>): Validation<string, 'email'> {
  const trimmed = email.trim();
  const problem = !trimmed ? IDENTITY_MESSAGES.emailRequired : EMAIL_PATTERN.test(trimmed) ? undefined : FIELD_MESSAGES.emailInvalid;
  return check(trimmed, { email: problem });
}

export const PASSWORD_CHANGE_FORM = {
  fields: PASSWORD_CHANGE_FIELDS,
  initial: { currentPassword: '', newPassword: '', confirmPassword: '' },
  validate: validatePasswordChange,
};

export const NEW_PASSWORD_FORM = { fields: NEW_PASSWORD_FIELDS, initial: { password: '', confirmPassword: '' }, validate: validateNewPassword };

export const RESET_EMAIL_FORM = { fields: ['email'] as const, initial: { email: '' }, validate: validateResetEmail };
