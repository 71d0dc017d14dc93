import { z } from 'zod';
import { hasReadableText, idSchema, text } from '../shared';
import { audienceRulesResponseSchema, audienceRulesSchema, AUDIENCE_COURSES_MAX, EVERYONE } from './audience.schemas';
import { MARKETING_ERRORS } from './marketing.errors';

export const SCENARIO_NAME_MAX = 120;
export const CAMPAIGN_NAME_MAX = 120;
export const CART_UNPAID_HOURS_MAX = 720;
export const NOT_STARTED_DAYS_MAX = 365;
export const BONUS_EXPIRING_DAYS_MAX = 90;
export const CAMPAIGN_ORDER_MAX = 1000;
/** A step waits at most a year after the trigger or the step before it. */
export const CAMPAIGN_DELAY_MAX_DAYS = 365;

const {
  EMAIL_SCENARIO_NAME_REQUIRED,
  EMAIL_SCENARIO_NAME_TOO_LONG,
  EMAIL_SCENARIO_TRIGGER_INVALID,
  EMAIL_SCENARIO_HOURS_INVALID,
  EMAIL_SCENARIO_DAYS_INVALID,
  EMAIL_SCENARIO_BONUS_DAYS_INVALID,
  MARKETING_CAMPAIGN_NAME_REQUIRED,
  MARKETING_CAMPAIGN_NAME_TOO_LONG,
  MARKETING_CAMPAIGN_DELAY_INVALID,
  MARKETING_CAMPAIGN_ORDER_INVALID,
  AUDIENCE_COURSES_TOO_MANY,
} = MARKETING_ERRORS;

const whole = (min: number, max: number, message: string) => z.number(message).int(message).min(min, message).max(max, message);
/** Courses a trigger is limited to; empty for any course. */
const triggerCourses = z.array(idSchema).max(AUDIENCE_COURSES_MAX, AUDIENCE_COURSES_TOO_MANY).default([]);

/**
 * What starts a scenario for a person (marketing's `start-scenarios` reaction): registered →
 * identity's UserAccountRegistered of a verified address, or the UserEmailVerified that follows an
 * unverified sign-up (marketing mails verified addresses only, so the scenario starts then);
 * email_verified → UserEmailVerified; course_bought → commerce's OrderPaid, once per course bought
 * (the order carries the title and its code); cart_unpaid → commerce's OrderPlaced, `hours` later,
 * while neither that order nor a later one was paid; course_not_started → learning's
 * EnrolmentGranted, `days` later, while no lecture of it is completed; bonus_expiring → the wallet's
 * BonusLotGranted, `days` before the lot expires, while it still holds money; manual → an admin's
 * broadcast to the first step's audience (`POST /admin/email-scenarios/{id}/broadcast`). Every step
 * checks again when it is due that its trigger still holds.
 */
export const scenarioTriggerSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('registered') }),
    z.object({ type: z.literal('email_verified') }),
    z.object({ type: z.literal('course_bought'), courseIds: triggerCourses }),
    z.object({ type: z.literal('cart_unpaid'), hours: whole(1, CART_UNPAID_HOURS_MAX, EMAIL_SCENARIO_HOURS_INVALID) }),
    z.object({ type: z.literal('course_not_started'), days: whole(1, NOT_STARTED_DAYS_MAX, EMAIL_SCENARIO_DAYS_INVALID), courseIds: triggerCourses }),
    z.object({ type: z.literal('bonus_expiring'), days: whole(1, BONUS_EXPIRING_DAYS_MAX, EMAIL_SCENARIO_BONUS_DAYS_INVALID) }),
    z.object({ type: z.literal('manual') }),
  ],
  { error: EMAIL_SCENARIO_TRIGGER_INVALID },
);
export type ScenarioTrigger = z.output<typeof scenarioTriggerSchema>;
export type ScenarioTriggerType = ScenarioTrigger['type'];

export const SCENARIO_TRIGGER_TYPES = ['registered', 'email_verified', 'course_bought', 'cart_unpaid', 'course_not_started', 'bonus_expiring', 'manual'] as const satisfies readonly ScenarioTriggerType[];

export const SCENARIO_TRIGGER_LABELS: Record<ScenarioTriggerType, string> = {
  registered: 'Sau khi đăng ký tài khoản',
  email_verified: 'Sau khi xác thực email',
  course_bought: 'Sau khi mua khóa học',
  cart_unpaid: 'Đơn hàng chưa thanh toán sau N giờ',
  course_not_started: 'Chưa bắt đầu học sau N ngày',
  bonus_expiring: 'Tiền thưởng sắp hết hạn (trước N ngày)',
  manual: 'Gửi thủ công cho danh sách người nhận',
};

/** The scenario form: the same on create and edit. A new scenario runs unless created paused. */
export const emailScenarioRequestSchema = z.object({
  name: text({ max: SCENARIO_NAME_MAX, required: EMAIL_SCENARIO_NAME_REQUIRED, tooLong: EMAIL_SCENARIO_NAME_TOO_LONG }).refine(hasReadableText, EMAIL_SCENARIO_NAME_REQUIRED),
  trigger: scenarioTriggerSchema,
  isActive: z.boolean().default(true),
});
export type EmailScenarioRequest = z.input<typeof emailScenarioRequestSchema>;

export const DELAY_UNITS = ['minutes', 'hours', 'days'] as const;
export type DelayUnit = (typeof DELAY_UNITS)[number];
export const DELAY_UNIT_LABELS: Record<DelayUnit, string> = { minutes: 'phút', hours: 'giờ', days: 'ngày' };
const UNIT_MS: Record<DelayUnit, number> = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

/** trigger: the wait counts from the trigger; previous: from when the step before it was sent (the first step: the trigger). */
export const DELAY_FROM = ['trigger', 'previous'] as const;
export type DelayFrom = (typeof DELAY_FROM)[number];

/** How long a step waits, in milliseconds: what the sending worker schedules with. */
export const delayMs = (delay: { amount: number; unit: DelayUnit }): number => delay.amount * UNIT_MS[delay.unit];

export const campaignDelaySchema = z
  .object({
    amount: z.number(MARKETING_CAMPAIGN_DELAY_INVALID).int(MARKETING_CAMPAIGN_DELAY_INVALID).min(0, MARKETING_CAMPAIGN_DELAY_INVALID),
    unit: z.enum(DELAY_UNITS, MARKETING_CAMPAIGN_DELAY_INVALID),
  })
  .refine((delay) => delayMs(delay) <= CAMPAIGN_DELAY_MAX_DAYS * UNIT_MS.days, { message: MARKETING_CAMPAIGN_DELAY_INVALID, path: ['amount'] });
export type CampaignDelay = z.output<typeof campaignDelaySchema>;

const campaignFields = {
  name: text({ max: CAMPAIGN_NAME_MAX, required: MARKETING_CAMPAIGN_NAME_REQUIRED, tooLong: MARKETING_CAMPAIGN_NAME_TOO_LONG }).refine(hasReadableText, MARKETING_CAMPAIGN_NAME_REQUIRED),
  templateId: idSchema,
  delay: campaignDelaySchema.default({ amount: 0, unit: 'minutes' }),
  delayFrom: z.enum(DELAY_FROM).default('previous'),
  audience: audienceRulesSchema.default(EVERYONE),
};
/** Its place among the scenario's steps (1 first); absent: after the last one. */
const order = whole(1, CAMPAIGN_ORDER_MAX, MARKETING_CAMPAIGN_ORDER_INVALID).optional();

/** A new step of a scenario: which template, how long after the trigger or the previous step, to whom. */
export const createCampaignRequestSchema = z.object({ scenarioId: idSchema, ...campaignFields, order });
export type CreateCampaignRequest = z.input<typeof createCampaignRequestSchema>;

/** Editing a step: everything but its scenario (moving is its own call, so two admins moving it cannot clash unseen). */
export const updateCampaignRequestSchema = z.object({ ...campaignFields, order });
export type UpdateCampaignRequest = z.input<typeof updateCampaignRequestSchema>;

/**
 * Moving a step: `oldScenarioId` is the scenario the admin saw it in. If it has moved since (another
 * admin), the answer is 409 MARKETING_CAMPAIGN_MOVED and nothing changes. Lands last in the new
 * scenario unless `order` says where.
 */
export const moveCampaignRequestSchema = z.object({ newScenarioId: idSchema, oldScenarioId: idSchema, order });
export type MoveCampaignRequest = z.input<typeof moveCampaignRequestSchema>;

export const MARKETING_STATUSES = ['active', 'archived'] as const;

export const campaignSchema = z.object({
  _id: z.string(),
  scenarioId: z.string(),
  name: z.string(),
  templateId: z.string(),
  /** The template's name now; null if it was deleted after the step was set up. */
  templateName: z.string().nullable(),
  delay: z.object({ amount: z.number().int(), unit: z.enum(DELAY_UNITS) }),
  delayFrom: z.enum(DELAY_FROM),
  audience: audienceRulesResponseSchema,
  order: z.number().int(),
  status: z.enum(MARKETING_STATUSES),
  /** Emails sent, opened and failed (filled in by the sending workers). */
  stats: z.object({ sent: z.number().int(), opened: z.number().int(), failed: z.number().int() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** For `If-Match` on an edit, as templates. */
  revision: z.number().int(),
});
export type Campaign = z.infer<typeof campaignSchema>;

const triggerResponseSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('registered') }),
  z.object({ type: z.literal('email_verified') }),
  z.object({ type: z.literal('course_bought'), courseIds: z.array(z.string()) }),
  z.object({ type: z.literal('cart_unpaid'), hours: z.number().int() }),
  z.object({ type: z.literal('course_not_started'), days: z.number().int(), courseIds: z.array(z.string()) }),
  z.object({ type: z.literal('bonus_expiring'), days: z.number().int() }),
  z.object({ type: z.literal('manual') }),
]);

export const emailScenarioSchema = z.object({
  _id: z.string(),
  name: z.string(),
  trigger: triggerResponseSchema,
  isActive: z.boolean(),
  status: z.enum(MARKETING_STATUSES),
  /** Its steps in order (order, then creation). */
  campaigns: z.array(campaignSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** For `If-Match` on an edit, as templates. */
  revision: z.number().int(),
});
export type EmailScenario = z.infer<typeof emailScenarioSchema>;

/** The running scenarios, newest first, each with its running steps; archived ones stay for the history, not the list. */
export const listEmailScenariosResponseSchema = z.object({ scenarios: z.array(emailScenarioSchema) });
export type ListEmailScenariosResponse = z.infer<typeof listEmailScenariosResponseSchema>;
export const emailScenarioChangedResponseSchema = z.object({ message: z.string(), scenario: emailScenarioSchema });
export type EmailScenarioChangedResponse = z.infer<typeof emailScenarioChangedResponseSchema>;

/** `deleted`: erased with its steps; `archived`: some step had sent mail, so it was kept for the history instead. */
export const REMOVAL_OUTCOMES = ['deleted', 'archived'] as const;
export const deleteEmailScenarioResponseSchema = z.object({ message: z.string(), _id: z.string(), outcome: z.enum(REMOVAL_OUTCOMES) });
export type DeleteEmailScenarioResponse = z.infer<typeof deleteEmailScenarioResponseSchema>;

export const campaignChangedResponseSchema = z.object({ message: z.string(), campaign: campaignSchema });
export type CampaignChangedResponse = z.infer<typeof campaignChangedResponseSchema>;
export const deleteCampaignResponseSchema = z.object({ message: z.string(), _id: z.string(), outcome: z.enum(REMOVAL_OUTCOMES) });
export type DeleteCampaignResponse = z.infer<typeof deleteCampaignResponseSchema>;

/**
 * A manual scenario sent now to its first step's audience. The `Idempotency-Key` names the
 * broadcast, so a retried request starts one broadcast; `audience` is how many people the first step
 * may mail at this moment (each is checked again when their email goes out).
 */
export const broadcastEmailScenarioResponseSchema = z.object({
  message: z.string(),
  broadcastId: z.string(),
  scenarioId: z.string(),
  audience: z.number().int(),
});
export type BroadcastEmailScenarioResponse = z.infer<typeof broadcastEmailScenarioResponseSchema>;
