import { z } from 'zod';
import { calendarDaySchema, dayRange, idSchema } from '../shared';
import { MARKETING_ERRORS } from './marketing.errors';

/** The account roles (identity's ROLES: a slice may not import another, so they are named here too). */
export const AUDIENCE_ROLES = ['student', 'instructor', 'admin'] as const;
export type AudienceRole = (typeof AUDIENCE_ROLES)[number];

/** any: owns at least one course; none: owns no course; specific: owns at least one of `courseIds`. */
export const COURSE_OWNERSHIP = ['any', 'none', 'specific'] as const;
export type CourseOwnership = (typeof COURSE_OWNERSHIP)[number];
export const COURSE_OWNERSHIP_LABELS: Record<CourseOwnership, string> = {
  any: 'Đã sở hữu ít nhất một khóa học',
  none: 'Chưa sở hữu khóa học nào',
  specific: 'Sở hữu một trong các khóa học đã chọn',
};

export const AUDIENCE_COURSES_MAX = 50;

const { AUDIENCE_ROLE_INVALID, AUDIENCE_COURSES_REQUIRED, AUDIENCE_COURSES_TOO_MANY, AUDIENCE_OWNERSHIP_INVALID } = MARKETING_ERRORS;

/** A yes/no rule: true or false filters, null or absent does not. */
const either = z
  .boolean()
  .nullish()
  .transform((value) => value ?? null);

/**
 * Who a campaign is for. Every rule given must hold (AND); a rule left out (or null) filters nothing,
 * so `{}` is everyone. Sign-up days are Vietnam days, both included. Whoever matches is mailed only
 * while their address is verified, they have not unsubscribed and their account is enabled (the
 * count's `count`; `matched` ignores those three).
 */
export const audienceRulesSchema = z
  .object({
    /** Any of these roles; empty for every role. */
    roles: z
      .array(z.enum(AUDIENCE_ROLES, AUDIENCE_ROLE_INVALID), AUDIENCE_ROLE_INVALID)
      .max(AUDIENCE_ROLES.length, AUDIENCE_ROLE_INVALID)
      .default([])
      .transform((roles) => AUDIENCE_ROLES.filter((role) => roles.includes(role))),
    registeredFrom: calendarDaySchema.nullish().transform((day) => day ?? null),
    registeredTo: calendarDaySchema.nullish().transform((day) => day ?? null),
    ownsCourses: z
      .enum(COURSE_OWNERSHIP, AUDIENCE_OWNERSHIP_INVALID)
      .nullish()
      .transform((ownership) => ownership ?? null),
    /** The courses of `ownsCourses: 'specific'`; ignored (and stored empty) otherwise. */
    courseIds: z.array(idSchema).max(AUDIENCE_COURSES_MAX, AUDIENCE_COURSES_TOO_MANY).default([]),
    isAffiliate: either,
    /** Has had at least one deposit credited to their wallet. */
    hasDeposited: either,
    /** Holds bonus money now (granted, not yet spent or expired). */
    hasBonus: either,
    emailVerified: either,
  })
  .refine((rules) => rules.ownsCourses !== 'specific' || rules.courseIds.length > 0, { message: AUDIENCE_COURSES_REQUIRED, path: ['courseIds'] })
  .refine(
    (rules) => dayRange.inOrder({ fromDate: rules.registeredFrom ?? undefined, toDate: rules.registeredTo ?? undefined }),
    { ...dayRange.inOrderIssue, path: ['registeredTo'] },
  )
  .transform((rules) => ({ ...rules, courseIds: rules.ownsCourses === 'specific' ? [...new Set(rules.courseIds)] : [] }));

export type AudienceRulesInput = z.input<typeof audienceRulesSchema>;
/** The rules as stored and as the sending worker reads them: every key present, null for "no rule". */
export type AudienceRules = z.output<typeof audienceRulesSchema>;

/** What every campaign starts with: everyone who can be mailed. */
export const EVERYONE: AudienceRules = {
  roles: [],
  registeredFrom: null,
  registeredTo: null,
  ownsCourses: null,
  courseIds: [],
  isAffiliate: null,
  hasDeposited: null,
  hasBonus: null,
  emailVerified: null,
};

/** The rules as a response carries them. */
export const audienceRulesResponseSchema = z.object({
  roles: z.array(z.enum(AUDIENCE_ROLES)),
  registeredFrom: z.string().nullable(),
  registeredTo: z.string().nullable(),
  ownsCourses: z.enum(COURSE_OWNERSHIP).nullable(),
  courseIds: z.array(z.string()),
  isAffiliate: z.boolean().nullable(),
  hasDeposited: z.boolean().nullable(),
  hasBonus: z.boolean().nullable(),
  emailVerified: z.boolean().nullable(),
});

export const countAudienceRequestSchema = z.object({ rules: audienceRulesSchema.default(EVERYONE) });
export type CountAudienceRequest = z.input<typeof countAudienceRequestSchema>;

/**
 * `count`: the people a campaign with these rules would mail today (matching, address verified,
 * subscribed, account enabled). `matched`: everyone the rules match, mailable or not.
 */
export const countAudienceResponseSchema = z.object({ count: z.number().int(), matched: z.number().int() });
export type CountAudienceResponse = z.infer<typeof countAudienceResponseSchema>;
