import { ERROR_MESSAGES, EVERYONE } from '@academy/contracts';
import { campaignRequest, campaignValues, checkAudience, describeDelay, EMPTY_CAMPAIGN, validateCampaign } from './campaign-form';
import { campaign } from './email-marketing.fixture';

describe('the campaign form', () => {
  it('sends the step with its delay and the audience rules set, the others as "no rule"', () => {
    const values = { ...EMPTY_CAMPAIGN, name: 'Mẹo học', templateId: 't1', delay: '1', delayUnit: 'days', roles: 'student', emailVerified: 'true', ownsCourses: 'none', courseIds: 'c1' };
    expect(validateCampaign(values)).toEqual({
      ok: true,
      request: { name: 'Mẹo học', templateId: 't1', delay: { amount: 1, unit: 'days' }, delayFrom: 'previous', audience: { ...EVERYONE, roles: ['student'], ownsCourses: 'none', emailVerified: true } },
    });
  });

  it('refuses a step without a template, with a bad delay or half a course rule, on the fields concerned', () => {
    expect(validateCampaign({ ...EMPTY_CAMPAIGN, name: 'x', delay: '400', delayUnit: 'days', ownsCourses: 'specific' })).toEqual({
      ok: false,
      errors: { templateId: 'Vui lòng chọn mẫu email.', delay: ERROR_MESSAGES.MARKETING_CAMPAIGN_DELAY_INVALID, courseIds: ERROR_MESSAGES.AUDIENCE_COURSES_REQUIRED },
    });
  });

  it('checks the rules alone for the live count', () => {
    expect(checkAudience({ ...EMPTY_CAMPAIGN, hasBonus: 'false' })).toEqual({ ok: true, rules: { ...EVERYONE, hasBonus: false } });
    expect(checkAudience({ ...EMPTY_CAMPAIGN, registeredFrom: '2027-05-21', registeredTo: '2027-05-20' })).toEqual({
      ok: false,
      errors: { registeredTo: 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc.' },
    });
  });

  it('fills the form from a step so that saving it unchanged sends the same settings', () => {
    const step = campaign('c1', 's1', { delay: { amount: 2, unit: 'hours' }, delayFrom: 'trigger', audience: { ...EVERYONE, roles: ['instructor'], ownsCourses: 'specific', courseIds: ['k1'], isAffiliate: false } });
    const checked = validateCampaign(campaignValues(step));
    expect(checked).toEqual({ ok: true, request: { name: step.name, templateId: step.templateId, delay: step.delay, delayFrom: 'trigger', audience: step.audience } });
    expect(campaignRequest(step, 3)).toEqual({ name: step.name, templateId: step.templateId, delay: step.delay, delayFrom: 'trigger', audience: step.audience, order: 3 });
  });

  it('says when a step is sent', () => {
    expect(describeDelay({ amount: 0, unit: 'minutes' }, 'previous', true)).toBe('Gửi ngay khi kịch bản kích hoạt');
    expect(describeDelay({ amount: 0, unit: 'minutes' }, 'previous', false)).toBe('Gửi ngay sau bước trước');
    expect(describeDelay({ amount: 1, unit: 'days' }, 'previous', false)).toBe('Sau 1 ngày kể từ bước trước');
    expect(describeDelay({ amount: 3, unit: 'hours' }, 'trigger', false)).toBe('Sau 3 giờ kể từ khi kịch bản kích hoạt');
  });
});
