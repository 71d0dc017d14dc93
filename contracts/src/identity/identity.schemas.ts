import { z } from 'zod';
import { email, FIELD_MESSAGES, httpsUrl, idSchema, isStorableText, pageQuerySchema, paginationSchema, personName, phone, searchSchema } from '../shared';
import { IDENTITY_ERRORS } from './identity.errors';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH } from './identity.messages';

export const ROLES = ['student', 'instructor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { student: 'Học viên', instructor: 'Giảng viên', admin: 'Quản trị viên' };

export const AFFILIATE_LEVELS = [1, 2, 3, 4, 5] as const;

const ROLE_INVALID = 'Vai trò không hợp lệ.';
const LEVEL_INVALID = 'Cấp độ không hợp lệ.';
const RANGE_INVALID = 'Khoảng thời gian không hợp lệ.';

const roleSchema = z.enum(ROLES, ROLE_INVALID);
const emailSchema = email();
const nameSchema = personName({ max: 100, required: AUTH_MESSAGES.nameRequired, tooLong: 'Tên tối đa 100 ký tự.' });
const phoneSchema = phone({ required: AUTH_MESSAGES.phoneRequired });
const optionalPhoneSchema = phone();
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

/** Consent to the terms of use and the processing of personal data (Decree 13/2023): must be `true`. */
const consentSchema = z.literal(true, IDENTITY_ERRORS.CONSENT_REQUIRED);
/** The separate opt-in to marketing email (Decree 91/2020): unticked unless the person ticks it. */
const marketingChoiceSchema = z.boolean(AUTH_MESSAGES.marketingChoiceInvalid);

/**
 * POST /auth/register. Phone is required (docs/decisions.md). `acceptTerms` is the consent to the
 * terms and the privacy policy of the versions in `legal-versions.ts`; without it there is no account.
 */
export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: nameSchema,
  age: optionalAgeSchema,
  phoneNumber: phoneSchema,
  acceptTerms: consentSchema,
  marketingEmails: marketingChoiceSchema.optional().default(false),
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
  /** The person's own opt-in to marketing email (off unless they turned it on). */
  marketingEmails: z.boolean(),
  /**
   * True when the person has not agreed to the terms and privacy versions now in force
   * (`legal-versions.ts`): a first Google/Facebook sign-in from the sign-in tab, or a new version
   * since. The web app then asks before anything else (`POST /users/profile/consent`).
   */
  consentNeeded: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * POST /auth/ensure-user-profile. A sign-up through Google or Facebook sends the consent the panel
 * asked for; it is recorded with the profile it creates (or later, if the profile has none yet).
 */
export const ensureUserProfileRequestSchema = z
  .object({ acceptTerms: z.boolean(IDENTITY_ERRORS.CONSENT_REQUIRED).optional(), marketingEmails: marketingChoiceSchema.optional() })
  .transform((body) => ({ acceptTerms: body.acceptTerms ?? false, marketingEmails: body.marketingEmails ?? false }));

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

/** PUT /users/profile/marketing-emails: the profile's switch "Nhận email marketing". */
export const marketingEmailsRequestSchema = z.object({ subscribed: marketingChoiceSchema });

/**
 * POST /users/profile/consent: the consent asked after a sign-in that had none for the versions in
 * force. `marketingEmails`, when sent, is the answer to the same optional box as at sign-up.
 */
export const giveConsentRequestSchema = z.object({
  acceptTerms: z.literal(true, IDENTITY_ERRORS.CONSENT_TO_CONTINUE_REQUIRED),
  marketingEmails: marketingChoiceSchema.optional(),
});
export type GiveConsentRequest = z.input<typeof giveConsentRequestSchema>;

/** One row of the admin user list. */
export const adminUserSchema = userProfileSchema.omit({ unreadCount: true, consentNeeded: true });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const listUsersQuerySchema = pageQuerySchema.extend({
  role: roleSchema.optional(),
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
  .object({ role: roleSchema.optional(), newRole: roleSchema.optional(), userId: idSchema.optional() })
  .refine((b) => b.role ?? b.newRole, { message: ROLE_INVALID, path: ['role'] })
  .transform((b) => ({ role: (b.role ?? b.newRole) as Role }));
export const userMessageResponseSchema = z.object({ message: z.string(), user: adminUserSchema });

export const changeAffiliateLevelRequestSchema = z.object({
  // A number, or its digits from a form; `true` or `[3]` are not levels (z.coerce would take them).
  newLevel: z
    .union([z.number(), z.string().regex(/^\d{1,2}$/)], LEVEL_INVALID)
    .transform(Number)
    .pipe(z.number().int(LEVEL_INVALID).min(1, LEVEL_INVALID).max(5, LEVEL_INVALID)),
});

export const toggleDisableRequestSchema = z.object({ disable: z.boolean('Thiếu trạng thái khóa (disable).') });
export const toggleDisableResponseSchema = z.object({ message: z.string(), disabled: z.boolean() });

/** The mail goes to the address on record; an `email` sent by older clients is checked, then ignored. */
export const sendResetPasswordRequestSchema = z.object({ email: emailSchema.optional() });
export const messageResponseSchema = z.object({ message: z.string() });

export const createUserRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: nameSchema,
  role: roleSchema.default('student'),
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
  rangeMonths: z.coerce.number().int().min(1, RANGE_INVALID).max(24, RANGE_INVALID).default(6),
});
export const registrationsResponseSchema = z.object({
  period: z.enum(REGISTRATION_PERIODS),
  points: z.array(z.object({ label: z.string(), start: z.string(), count: z.number().int() })),
});
