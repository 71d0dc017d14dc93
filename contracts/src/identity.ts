import { z } from 'zod';
import { email, FIELD_MESSAGES, httpsUrl, idSchema, isStorableText, personName, phone, searchSchema } from './fields';
import { pageQuerySchema, paginationSchema } from './pagination';

export const ROLES = ['student', 'instructor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { student: 'Học viên', instructor: 'Giảng viên', admin: 'Quản trị viên' };

export const AFFILIATE_LEVELS = [1, 2, 3, 4, 5] as const;

export const PASSWORD_MAX_LENGTH = 128;

/** Spec part 1 section 5 and 8: the texts of sign-up, sign-in and account management. */
export const AUTH_MESSAGES = {
  emailAndPasswordRequired: 'Vui lòng nhập email và mật khẩu.',
  emailInvalid: 'Địa chỉ email không hợp lệ.',
  passwordTooShort: 'Mật khẩu phải có ít nhất 6 ký tự.',
  passwordTooLong: `Mật khẩu tối đa ${PASSWORD_MAX_LENGTH} ký tự.`,
  passwordsDoNotMatch: 'Mật khẩu không khớp!',
  nameRequiredForm: 'Vui lòng nhập tên của bạn.',
  phoneRequired: 'Số điện thoại là bắt buộc để đăng ký.',
  nameRequired: 'Tên là bắt buộc để đăng ký.',
  passwordRequired: 'Mật khẩu là bắt buộc.',
  phoneInvalid: 'Số điện thoại không hợp lệ.',
  ageInvalid: 'Tuổi phải là số nguyên từ 1 đến 120.',
  avatarUrlInvalid: 'Ảnh đại diện phải là đường dẫn https:// tới một trang công khai.',
  emailTaken: 'Email này đã được sử dụng.',
  registered: 'Đăng ký thành công! Vui lòng kiểm tra email để xác thực tài khoản.',
  wrongCurrentPassword: 'Mật khẩu hiện tại không chính xác.',
  weakNewPassword: 'Mật khẩu mới quá yếu. Vui lòng chọn mật khẩu khác.',
  unknownEmail: 'Không tìm thấy tài khoản nào với email này.',
  accountDisabled: 'Tài khoản bạn đã bị khoá, hãy liên hệ admin',
  unverified: 'Tài khoản chưa xác thực. Chúng tôi đã gửi lại email.',
  unverifiedRateLimited: 'Tài khoản chưa xác thực. Vui lòng kiểm tra email.',
  facebookOtherMethod: 'Email này đã được liên kết với một phương thức đăng nhập khác.',
  facebookFailed: 'Đăng nhập Facebook thất bại.',
  invalidLink: 'Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.',
  unsupportedAction: 'Hành động không được hỗ trợ.',
  emailVerified: 'Email của bạn đã được xác thực thành công! Bạn có thể đăng nhập ngay bây giờ.',
  loginSuccess: (name: string) => `Đăng nhập thành công, chào ${name}!`,
  logoutSuccess: 'Đăng xuất thành công!',
  logoutFailed: 'Đăng xuất thất bại.',
  profileLoadFailed: 'Không thể tải hồ sơ người dùng từ API.',
  profileUpdateFailed: 'Không thể cập nhật hồ sơ.',
  profileUpdated: 'Cập nhật hồ sơ thành công!',
  profileSyncFailed: 'Lỗi đồng bộ profile với server.',
  levelUpdated: 'Cập nhật cấp độ thành công!',
  roleUpdated: 'Cập nhật vai trò thành công!',
  accountDisabledDone: 'Đã khoá tài khoản.',
  accountEnabledDone: 'Đã mở khoá tài khoản.',
  resetPasswordSent: 'Đã gửi email đặt lại mật khẩu.',
  userCreated: 'Tạo người dùng thành công!',
  userDeleted: 'Đã xóa người dùng.',
  userNotFound: 'Không tìm thấy người dùng.',
  cannotChangeOwnAccount: 'Bạn không thể thay đổi vai trò, khoá hoặc xóa chính tài khoản của mình.',
} as const;

const emailSchema = email({ invalid: AUTH_MESSAGES.emailInvalid });
const nameSchema = personName({ max: 100, required: AUTH_MESSAGES.nameRequired, tooLong: 'Tên tối đa 100 ký tự.' });
const phoneSchema = phone({ required: AUTH_MESSAGES.phoneRequired, invalid: AUTH_MESSAGES.phoneInvalid });
const optionalPhoneSchema = phone({ invalid: AUTH_MESSAGES.phoneInvalid });
/** Age arrives as a number or as text from a form; empty means not given. */
const ageSchema = z
  .union([z.number(), z.string().max(10)], AUTH_MESSAGES.ageInvalid)
  .transform((v) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v)) : v))
  .refine((v) => v === null || (Number.isInteger(v) && v >= 1 && v <= 120), AUTH_MESSAGES.ageInvalid)
  .nullable();
const optionalAgeSchema = ageSchema.optional().transform((v) => v ?? null);
/** Firebase takes any length; a cap keeps hashing cheap and refuses junk (NIST allows 64+). */
const passwordSchema = z
  .string(AUTH_MESSAGES.passwordRequired)
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(6, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong)
  .refine((p) => isStorableText(p), FIELD_MESSAGES.textMalformed);

/** POST /auth/register. Phone is required (docs/decisions.md). */
export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: nameSchema,
  age: optionalAgeSchema,
  phoneNumber: phoneSchema,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export const registerResponseSchema = z.object({ message: z.string(), uid: z.string() });

/** What the signed-in user sees of their own account (spec part 1 section 3, user profile). */
export const userProfileSchema = z.object({
  _id: z.string(),
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  firebaseDisabled: z.boolean(),
  emailVerified: z.boolean(),
  isAffiliate: z.boolean(),
  affiliateLevel: z.number().int(),
  unreadCount: z.number().int(),
  age: z.number().int().nullable(),
  phoneNumber: z.string(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const ensureUserProfileResponseSchema = z.object({
  name: z.string(),
  isActive: z.boolean(),
  /** True when this call created the profile (first sign-in with Google or Facebook). */
  created: z.boolean(),
  profile: userProfileSchema,
});

/** Only the fields sent change; `avatarUrl: null` removes the picture. */
export const updateProfileRequestSchema = z.object({
  name: nameSchema.optional(),
  age: ageSchema.optional(),
  phoneNumber: optionalPhoneSchema.optional(),
  avatarUrl: httpsUrl(AUTH_MESSAGES.avatarUrlInvalid).nullable().optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
export const updateProfileResponseSchema = z.object({ message: z.string(), profile: userProfileSchema });

/** One row of the admin user list. */
export const adminUserSchema = userProfileSchema.omit({ unreadCount: true });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const listUsersQuerySchema = pageQuerySchema.extend({
  role: z.enum(ROLES, 'Vai trò không hợp lệ.').optional(),
  search: searchSchema,
  verifiedStatus: z.enum(['verified', 'unverified'], 'Trạng thái xác thực không hợp lệ.').optional(),
});
export type ListUsersQuery = z.input<typeof listUsersQuerySchema>;

/** The user list's pagination names its total `totalUsers` (spec part 1 section 3). */
export const usersPaginationSchema = paginationSchema.omit({ totalItems: true }).extend({ totalUsers: z.number().int() });
export const listUsersResponseSchema = z.object({ users: z.array(adminUserSchema), pagination: usersPaginationSchema });
export type ListUsersResponse = z.infer<typeof listUsersResponseSchema>;

/** Either reading of the spec: `{ role }` or `{ userId, newRole }`. */
export const changeRoleRequestSchema = z
  .object({ role: z.enum(ROLES, 'Vai trò không hợp lệ.').optional(), newRole: z.enum(ROLES, 'Vai trò không hợp lệ.').optional(), userId: idSchema.optional() })
  .refine((b) => b.role ?? b.newRole, { message: 'Vai trò không hợp lệ.', path: ['role'] })
  .transform((b) => ({ role: (b.role ?? b.newRole) as Role }));
export const userMessageResponseSchema = z.object({ message: z.string(), user: adminUserSchema });

export const changeAffiliateLevelRequestSchema = z.object({
  // A number, or its digits from a form; `true` or `[3]` are not levels (z.coerce would take them).
  newLevel: z
    .union([z.number(), z.string().regex(/^\d{1,2}$/)], 'Cấp độ không hợp lệ.')
    .transform(Number)
    .pipe(z.number().int('Cấp độ không hợp lệ.').min(1, 'Cấp độ không hợp lệ.').max(5, 'Cấp độ không hợp lệ.')),
});

export const toggleDisableRequestSchema = z.object({ disable: z.boolean('Thiếu trạng thái khoá (disable).') });
export const toggleDisableResponseSchema = z.object({ message: z.string(), disabled: z.boolean() });

/** The mail goes to the address on record; an `email` sent by older clients is checked, then ignored. */
export const sendResetPasswordRequestSchema = z.object({ email: emailSchema.optional() });
export const messageResponseSchema = z.object({ message: z.string() });

export const createUserRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: nameSchema,
  role: z.enum(ROLES, 'Vai trò không hợp lệ.').default('student'),
  age: optionalAgeSchema,
  phoneNumber: optionalPhoneSchema.optional().default(''),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

export const deleteUserResponseSchema = z.object({ message: z.string(), id: z.string() });

/** One line of an account's history, read from its events: who changed what, and when. */
export const accountHistoryEntrySchema = z.object({
  at: z.string(),
  type: z.string(),
  /** Uid of whoever did it; null when the user did it themselves or the system did. */
  by: z.string().nullable(),
  byName: z.string().nullable(),
  summary: z.string(),
});
export type AccountHistoryEntry = z.infer<typeof accountHistoryEntrySchema>;
export const userDetailsResponseSchema = z.object({ user: adminUserSchema, history: z.array(accountHistoryEntrySchema) });

export const userStatsResponseSchema = z.object({
  totalUsers: z.number().int(),
  byRole: z.object({ student: z.number().int(), instructor: z.number().int(), admin: z.number().int() }),
  verified: z.number().int(),
  unverified: z.number().int(),
  disabled: z.number().int(),
  affiliates: z.number().int(),
  newLast30Days: z.number().int(),
});

export const REGISTRATION_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export const registrationsQuerySchema = z.object({
  period: z.enum(REGISTRATION_PERIODS, 'Chu kỳ không hợp lệ.').default('monthly'),
  rangeMonths: z.coerce.number().int().min(1, 'Khoảng thời gian không hợp lệ.').max(24, 'Khoảng thời gian không hợp lệ.').default(6),
});
export const registrationsResponseSchema = z.object({
  period: z.enum(REGISTRATION_PERIODS),
  points: z.array(z.object({ label: z.string(), start: z.string(), count: z.number().int() })),
});
