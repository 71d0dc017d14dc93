import { AUTH_MESSAGES, CreateUserRequest, createUserRequestSchema } from '@academy/contracts';
import { FormDefinition, Validation, checkWithSchema } from '../../lib/form';

/** Spec part 1 §8: the fallback texts of the admin user calls, and this screen's own texts. */
export const ADMIN_USERS_MESSAGES = {
  listFailed: 'Không thể tải danh sách người dùng.',
  roleFailed: 'Không thể cập nhật vai trò người dùng.',
  detailsFailed: 'Không thể tải chi tiết người dùng.',
  disableFailed: 'Không thể cập nhật trạng thái tài khoản.',
  resetFailed: 'Không thể gửi yêu cầu reset mật khẩu.',
  deleteFailed: 'Không thể xóa người dùng.',
  statsFailed: 'Không thể tải thống kê người dùng.',
  chartFailed: 'Không thể tải dữ liệu biểu đồ.',
  levelFailed: 'Không thể cập nhật cấp độ affiliate.',
  createFailed: 'Không thể tạo người dùng.',
  faceResetFailed: 'Không thể đặt lại khuôn mặt của học viên.',
} as const;

export const CREATE_USER_FIELDS = ['name', 'email', 'password', 'role', 'phoneNumber', 'age'] as const;
export type CreateUserField = (typeof CREATE_USER_FIELDS)[number];
export type CreateUserValues = Record<CreateUserField, string>;

export const EMPTY_CREATE_USER: CreateUserValues = { name: '', email: '', password: '', role: 'student', phoneNumber: '', age: '' };

/** The form's own texts for name and email/password, then the contracts' schema (the server's). */
export function validateCreateUser(values: CreateUserValues): Validation<CreateUserRequest, CreateUserField> {
  const missingCredentials = AUTH_MESSAGES.emailAndPasswordRequired;
  return checkWithSchema(createUserRequestSchema, values, CREATE_USER_FIELDS, {
    own: {
      name: values.name.trim() ? undefined : AUTH_MESSAGES.nameRequiredForm,
      email: values.email.trim() ? undefined : missingCredentials,
      password: values.password ? undefined : missingCredentials,
    },
  });
}

export const CREATE_USER_FORM: FormDefinition<CreateUserField, CreateUserRequest> = {
  fields: CREATE_USER_FIELDS,
  initial: EMPTY_CREATE_USER,
  validate: validateCreateUser,
};
