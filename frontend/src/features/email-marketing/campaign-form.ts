import {
  AudienceRules,
  AudienceRulesInput,
  audienceRulesSchema,
  Campaign,
  CampaignDelay,
  DelayFrom,
  DELAY_UNIT_LABELS,
  DelayUnit,
  UpdateCampaignRequest,
  updateCampaignRequestSchema,
} from '@academy/contracts';
import { FieldErrors, FormDefinition, Validation } from '../../lib/form';
import { checkNested, eitherOf, idsOf, listOf, textOfEither } from './form-issues';

export const AUDIENCE_FIELDS = ['roles', 'registeredFrom', 'registeredTo', 'ownsCourses', 'courseIds', 'isAffiliate', 'hasDeposited', 'hasBonus', 'emailVerified'] as const;
export type AudienceField = (typeof AUDIENCE_FIELDS)[number];

export const CAMPAIGN_FIELDS = ['name', 'templateId', 'delay', 'delayUnit', 'delayFrom', ...AUDIENCE_FIELDS] as const;
export type CampaignField = (typeof CAMPAIGN_FIELDS)[number];
export type CampaignValues = Record<CampaignField, string>;

export const EMPTY_AUDIENCE: Record<AudienceField, string> = {
  roles: '',
  registeredFrom: '',
  registeredTo: '',
  ownsCourses: '',
  courseIds: '',
  isAffiliate: '',
  hasDeposited: '',
  hasBonus: '',
  emailVerified: '',
};

export const EMPTY_CAMPAIGN: CampaignValues = { name: '', templateId: '', delay: '0', delayUnit: 'days', delayFrom: 'previous', ...EMPTY_AUDIENCE };

const orNull = (text: string) => (text === '' ? null : text);

/** The rules as the form holds them, in the shape the API reads (the schema fills in the defaults). */
export function audienceInput(values: Record<AudienceField, string>): AudienceRulesInput {
  return {
    roles: idsOf(values.roles) as AudienceRulesInput['roles'],
    registeredFrom: orNull(values.registeredFrom),
    registeredTo: orNull(values.registeredTo),
    ownsCourses: orNull(values.ownsCourses) as AudienceRulesInput['ownsCourses'],
    courseIds: values.ownsCourses === 'specific' ? idsOf(values.courseIds) : [],
    isAffiliate: eitherOf(values.isAffiliate),
    hasDeposited: eitherOf(values.hasDeposited),
    hasBonus: eitherOf(values.hasBonus),
    emailVerified: eitherOf(values.emailVerified),
  };
}

/** The rules checked as the server checks them: what the live count may ask about, or what to fix first. */
export function checkAudience(values: Record<AudienceField, string>): { ok: true; rules: AudienceRules } | { ok: false; errors: FieldErrors<AudienceField> } {
  const result = checkNested(audienceRulesSchema, audienceInput(values), AUDIENCE_FIELDS, (path) => path[0] as AudienceField);
  return result.ok ? { ok: true, rules: result.request } : { ok: false, errors: result.errors };
}

const fieldOfPath = (path: readonly PropertyKey[]): CampaignField | undefined => {
  const [first, second] = path.map(String);
  if (first === 'audience') return second as AudienceField;
  if (first === 'delay') return second === 'unit' ? 'delayUnit' : 'delay';
  return first as CampaignField;
};

export function validateCampaign(values: CampaignValues): Validation<UpdateCampaignRequest, CampaignField> {
  const request = {
    name: values.name,
    templateId: values.templateId,
    delay: { amount: values.delay.trim() === '' ? Number.NaN : Number(values.delay), unit: values.delayUnit },
    delayFrom: values.delayFrom,
    audience: audienceInput(values),
  };
  const own: FieldErrors<CampaignField> = values.templateId === '' ? { templateId: 'Vui lòng chọn mẫu email.' } : {};
  const checked = checkNested(updateCampaignRequestSchema, request, CAMPAIGN_FIELDS, fieldOfPath);
  if (checked.ok && !own.templateId) return checked;
  const errors = { ...(checked.ok ? {} : checked.errors), ...own };
  return { ok: false, errors };
}

export const CAMPAIGN_FORM: FormDefinition<CampaignField, UpdateCampaignRequest> = { fields: CAMPAIGN_FIELDS, initial: EMPTY_CAMPAIGN, validate: validateCampaign };

export function campaignValues({ name, templateId, delay, delayFrom, audience }: Campaign): CampaignValues {
  return {
    name,
    templateId,
    delay: String(delay.amount),
    delayUnit: delay.unit,
    delayFrom,
    roles: listOf(audience.roles),
    registeredFrom: audience.registeredFrom ?? '',
    registeredTo: audience.registeredTo ?? '',
    ownsCourses: audience.ownsCourses ?? '',
    courseIds: listOf(audience.courseIds),
    isAffiliate: textOfEither(audience.isAffiliate),
    hasDeposited: textOfEither(audience.hasDeposited),
    hasBonus: textOfEither(audience.hasBonus),
    emailVerified: textOfEither(audience.emailVerified),
  };
}

/** A step's settings as an edit sends them, at a new place: what reordering writes. */
export const campaignRequest = ({ name, templateId, delay, delayFrom, audience }: Campaign, order: number): UpdateCampaignRequest => ({
  name,
  templateId,
  delay,
  delayFrom,
  audience,
  order,
});

/** When a step is sent, in words: 'Gửi ngay khi kích hoạt', 'Sau 1 ngày kể từ bước trước'. */
export function describeDelay(delay: CampaignDelay | { amount: number; unit: DelayUnit }, delayFrom: DelayFrom, isFirst: boolean): string {
  const from = delayFrom === 'trigger' || isFirst ? 'khi kịch bản kích hoạt' : 'bước trước';
  if (delay.amount === 0) return delayFrom === 'trigger' || isFirst ? 'Gửi ngay khi kịch bản kích hoạt' : 'Gửi ngay sau bước trước';
  return `Sau ${delay.amount} ${DELAY_UNIT_LABELS[delay.unit]} kể từ ${from}`;
}
