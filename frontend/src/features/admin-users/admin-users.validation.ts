import { AUTH_MESSAGES, CreateUserRequest, Role, createUserRequestSchema } from '@academy/contracts';

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
} as const;

export interface CreateUserValues {
  name: string;
  email: string;
  password: string;
  role: Role;
  phoneNumber: string;
  age: string;
}
export type CreateUserField = keyof CreateUserValues;
export type CreateUserFieldErrors = Partial<Record<CreateUserField, string>>;

export const EMPTY_CREATE_USER: CreateUserValues = { name: '', email: '', password: '', role: 'student', phoneNumber: '', age: '' };
const FIELDS: readonly CreateUserField[] = ['name', 'email', 'password', 'role', 'phoneNumber', 'age'];

export function toCreateUserRequest(values: CreateUserValues): CreateUserRequest {
  const age = values.age.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    role: values.role,
    phoneNumber: values.phoneNumber.trim(),
    age: age === '' ? null : Number(age),
  };
}

/** The form's own texts for name and email/password, then the contracts' schema (the server's). */
export function validateCreateUser(values: CreateUserValues): CreateUserFieldErrors | null {
  const errors: CreateUserFieldErrors = {};
  if (!values.name.trim()) errors.name = AUTH_MESSAGES.nameRequiredForm;
  if (!values.email.trim()) errors.email = AUTH_MESSAGES.emailAndPasswordRequired;
  if (!values.password) errors.password = AUTH_MESSAGES.emailAndPasswordRequired;
  const parsed = createUserRequestSchema.safeParse(toCreateUserRequest(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CreateUserField;
      if (FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  return Object.keys(errors).length ? errors : null;
}

export function toCreateUserFieldErrors(fields: Record<string, string> | null | undefined): CreateUserFieldErrors {
  const result: CreateUserFieldErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    if ((FIELDS as readonly string[]).includes(key)) result[key as CreateUserField] = message;
  }
  return result;
}
