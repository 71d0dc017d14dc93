import {
  BONUS_EXPIRING_DAYS_MAX,
  CART_UNPAID_HOURS_MAX,
  EmailScenario,
  EmailScenarioRequest,
  emailScenarioRequestSchema,
  NOT_STARTED_DAYS_MAX,
  ScenarioTrigger,
  ScenarioTriggerType,
  SCENARIO_TRIGGER_LABELS,
} from '@academy/contracts';
import { FormDefinition, Validation } from '../../lib/form';
import { checkNested, idsOf, listOf } from './form-issues';

export const SCENARIO_FIELDS = ['name', 'triggerType', 'hours', 'days', 'courseIds', 'isActive'] as const;
export type ScenarioField = (typeof SCENARIO_FIELDS)[number];
export type ScenarioValues = Record<ScenarioField, string>;

export const EMPTY_SCENARIO: ScenarioValues = { name: '', triggerType: 'registered', hours: '24', days: '7', courseIds: '', isActive: 'true' };

/** Which extra inputs a trigger asks for. */
export const TRIGGER_NEEDS: Record<ScenarioTriggerType, { hours?: { max: number }; days?: { max: number; label: string }; courses?: boolean }> = {
  registered: {},
  email_verified: {},
  course_bought: { courses: true },
  cart_unpaid: { hours: { max: CART_UNPAID_HOURS_MAX } },
  course_not_started: { days: { max: NOT_STARTED_DAYS_MAX, label: 'Số ngày chưa bắt đầu học' }, courses: true },
  bonus_expiring: { days: { max: BONUS_EXPIRING_DAYS_MAX, label: 'Số ngày trước khi hết hạn' } },
  manual: {},
};

const whole = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

function triggerOf(values: ScenarioValues): unknown {
  const type = values.triggerType as ScenarioTriggerType;
  const needs = TRIGGER_NEEDS[type] ?? {};
  return {
    type,
    ...(needs.hours ? { hours: whole(values.hours) } : {}),
    ...(needs.days ? { days: whole(values.days) } : {}),
    ...(needs.courses ? { courseIds: idsOf(values.courseIds) } : {}),
  };
}

const FIELD_OF_PATH: Record<string, ScenarioField> = { name: 'name', trigger: 'triggerType', 'trigger.type': 'triggerType', 'trigger.hours': 'hours', 'trigger.days': 'days', 'trigger.courseIds': 'courseIds', isActive: 'isActive' };

export function validateScenario(values: ScenarioValues): Validation<EmailScenarioRequest, ScenarioField> {
  const request = { name: values.name, trigger: triggerOf(values), isActive: values.isActive === 'true' };
  return checkNested(emailScenarioRequestSchema, request, SCENARIO_FIELDS, (path) => FIELD_OF_PATH[path.slice(0, 2).join('.')] ?? FIELD_OF_PATH[String(path[0])]);
}

export const SCENARIO_FORM: FormDefinition<ScenarioField, EmailScenarioRequest> = { fields: SCENARIO_FIELDS, initial: EMPTY_SCENARIO, validate: validateScenario };

export function scenarioValues({ name, trigger, isActive }: EmailScenario): ScenarioValues {
  return {
    name,
    triggerType: trigger.type,
    hours: trigger.type === 'cart_unpaid' ? String(trigger.hours) : EMPTY_SCENARIO.hours,
    days: trigger.type === 'course_not_started' || trigger.type === 'bonus_expiring' ? String(trigger.days) : EMPTY_SCENARIO.days,
    courseIds: trigger.type === 'course_bought' || trigger.type === 'course_not_started' ? listOf(trigger.courseIds) : '',
    isActive: String(isActive),
  };
}

/** The scenario as the switch sends it: everything as it is, but on or off. */
export const scenarioRequest = ({ name, trigger }: EmailScenario, isActive: boolean): EmailScenarioRequest => ({ name, trigger, isActive });

const courses = (ids: readonly string[]) => (ids.length === 0 ? 'bất kỳ khóa học nào' : `${ids.length} khóa học đã chọn`);

/** The trigger in words, its numbers filled in: 'Đơn hàng chưa thanh toán sau 24 giờ'. */
export function describeTrigger(trigger: ScenarioTrigger | EmailScenario['trigger']): string {
  switch (trigger.type) {
    case 'registered':
    case 'email_verified':
    case 'manual':
      return SCENARIO_TRIGGER_LABELS[trigger.type];
    case 'course_bought':
      return `Sau khi mua khóa học (${courses(trigger.courseIds)})`;
    case 'cart_unpaid':
      return `Đơn hàng chưa thanh toán sau ${trigger.hours} giờ`;
    case 'course_not_started':
      return `Chưa bắt đầu học sau ${trigger.days} ngày (${courses(trigger.courseIds)})`;
    case 'bonus_expiring':
      return `Tiền thưởng sắp hết hạn (trước ${trigger.days} ngày)`;
    default: {
      const unknown: never = trigger;
      return String(unknown);
    }
  }
}
