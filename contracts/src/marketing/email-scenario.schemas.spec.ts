import '../shared/zod-messages';
import { audienceRulesSchema, countAudienceRequestSchema, EVERYONE } from './audience.schemas';
import { createCampaignRequestSchema, delayMs, emailScenarioRequestSchema, moveCampaignRequestSchema } from './email-scenario.schemas';
import { MARKETING_ERRORS } from './marketing.errors';

const firstMessage = (schema: { safeParse(input: unknown): { success: boolean; error?: { issues: Array<{ message: string }> } } }, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error?.issues[0]?.message;
};

describe('audience rules', () => {
  it('reads {} as everyone, and stores every rule explicitly', () => {
    expect(audienceRulesSchema.parse({})).toEqual(EVERYONE);
    expect(countAudienceRequestSchema.parse({})).toEqual({ rules: EVERYONE });
  });

  it('keeps roles once each in a fixed order, and courses only for "specific"', () => {
    expect(audienceRulesSchema.parse({ roles: ['admin', 'student', 'admin'], ownsCourses: 'any', courseIds: ['c1'] })).toMatchObject({
      roles: ['student', 'admin'],
      ownsCourses: 'any',
      courseIds: [],
    });
    expect(audienceRulesSchema.parse({ ownsCourses: 'specific', courseIds: ['c1', 'c2', 'c1'] })).toMatchObject({ courseIds: ['c1', 'c2'] });
  });

  it.each([
    [{ roles: ['teacher'] }, MARKETING_ERRORS.AUDIENCE_ROLE_INVALID],
    [{ ownsCourses: 'specific' }, MARKETING_ERRORS.AUDIENCE_COURSES_REQUIRED],
    [{ ownsCourses: 'some' }, MARKETING_ERRORS.AUDIENCE_OWNERSHIP_INVALID],
    [{ ownsCourses: 'specific', courseIds: Array.from({ length: 51 }, (_, i) => `c${i}`) }, MARKETING_ERRORS.AUDIENCE_COURSES_TOO_MANY],
    [{ registeredFrom: '2027-02-30' }, 'Ngày phải có dạng YYYY-MM-DD.'],
    [{ registeredFrom: '2027-03-02', registeredTo: '2027-03-01' }, 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc.'],
    [{ hasBonus: 'yes' }, 'Phải là true hoặc false.'],
  ])('refuses bad rules in Vietnamese (%#)', (rules, message) => {
    expect(firstMessage(audienceRulesSchema, rules)).toBe(message);
  });
});

describe('scenarios and campaigns', () => {
  it('reads each trigger with its parameter', () => {
    expect(emailScenarioRequestSchema.parse({ name: 'Giỏ hàng', trigger: { type: 'cart_unpaid', hours: 24 } })).toEqual({
      name: 'Giỏ hàng',
      trigger: { type: 'cart_unpaid', hours: 24 },
      isActive: true,
    });
    expect(emailScenarioRequestSchema.parse({ name: 'Mua', trigger: { type: 'course_bought' }, isActive: false }).trigger).toEqual({ type: 'course_bought', courseIds: [] });
  });

  it.each([
    [{ trigger: { type: 'birthday' } }, MARKETING_ERRORS.EMAIL_SCENARIO_TRIGGER_INVALID],
    [{ trigger: 'registered' }, MARKETING_ERRORS.EMAIL_SCENARIO_TRIGGER_INVALID],
    [{ trigger: { type: 'cart_unpaid', hours: 0 } }, MARKETING_ERRORS.EMAIL_SCENARIO_HOURS_INVALID],
    [{ trigger: { type: 'course_not_started', days: 1.5 } }, MARKETING_ERRORS.EMAIL_SCENARIO_DAYS_INVALID],
    [{ trigger: { type: 'bonus_expiring', days: 91 } }, MARKETING_ERRORS.EMAIL_SCENARIO_BONUS_DAYS_INVALID],
    [{ name: ' ' }, MARKETING_ERRORS.EMAIL_SCENARIO_NAME_REQUIRED],
    [{ name: '\u200b' }, MARKETING_ERRORS.EMAIL_SCENARIO_NAME_REQUIRED],
  ])('refuses a bad scenario in Vietnamese (%#)', (change, message) => {
    expect(firstMessage(emailScenarioRequestSchema, { name: 'Chào mừng', trigger: { type: 'registered' }, ...change })).toBe(message);
  });

  it('gives a campaign its defaults: at once after the previous step, to everyone', () => {
    expect(createCampaignRequestSchema.parse({ scenarioId: 's1', name: 'Bước 1', templateId: 't1' })).toEqual({
      scenarioId: 's1',
      name: 'Bước 1',
      templateId: 't1',
      delay: { amount: 0, unit: 'minutes' },
      delayFrom: 'previous',
      audience: EVERYONE,
    });
  });

  it('caps a delay at a year, whatever the unit', () => {
    expect(delayMs({ amount: 2, unit: 'days' })).toBe(172_800_000);
    const campaign = { scenarioId: 's1', name: 'Bước', templateId: 't1' };
    expect(firstMessage(createCampaignRequestSchema, { ...campaign, delay: { amount: 365, unit: 'days' } })).toBeNull();
    expect(firstMessage(createCampaignRequestSchema, { ...campaign, delay: { amount: 8761, unit: 'hours' } })).toBe(MARKETING_ERRORS.MARKETING_CAMPAIGN_DELAY_INVALID);
    expect(firstMessage(createCampaignRequestSchema, { ...campaign, delay: { amount: -1, unit: 'minutes' } })).toBe(MARKETING_ERRORS.MARKETING_CAMPAIGN_DELAY_INVALID);
    expect(firstMessage(createCampaignRequestSchema, { ...campaign, order: 0 })).toBe(MARKETING_ERRORS.MARKETING_CAMPAIGN_ORDER_INVALID);
  });

  it('takes a move to the scenario it is in (a repeat is answered, not refused)', () => {
    expect(moveCampaignRequestSchema.parse({ newScenarioId: 's1', oldScenarioId: 's1' })).toEqual({ newScenarioId: 's1', oldScenarioId: 's1' });
  });
});
