import { ERROR_MESSAGES } from '@academy/contracts';
import { scenario } from './email-marketing.fixture';
import { describeTrigger, EMPTY_SCENARIO, scenarioValues, validateScenario } from './scenario-form';

describe('the scenario form', () => {
  it('sends only what the chosen trigger needs', () => {
    expect(validateScenario({ ...EMPTY_SCENARIO, name: 'Sau khi đăng ký', courseIds: 'c1' })).toEqual({
      ok: true,
      request: { name: 'Sau khi đăng ký', trigger: { type: 'registered' }, isActive: true },
    });
    expect(validateScenario({ ...EMPTY_SCENARIO, name: 'Chưa học', triggerType: 'course_not_started', days: '14', courseIds: 'c1 c2', isActive: 'false' })).toEqual({
      ok: true,
      request: { name: 'Chưa học', trigger: { type: 'course_not_started', days: 14, courseIds: ['c1', 'c2'] }, isActive: false },
    });
  });

  it("puts the schema's Vietnamese messages on the trigger's own inputs", () => {
    expect(validateScenario({ ...EMPTY_SCENARIO, name: '', triggerType: 'cart_unpaid', hours: '0' })).toEqual({
      ok: false,
      errors: { name: ERROR_MESSAGES.EMAIL_SCENARIO_NAME_REQUIRED, hours: ERROR_MESSAGES.EMAIL_SCENARIO_HOURS_INVALID },
    });
    expect(validateScenario({ ...EMPTY_SCENARIO, name: 'x', triggerType: 'bonus_expiring', days: '' })).toEqual({ ok: false, errors: { days: ERROR_MESSAGES.EMAIL_SCENARIO_BONUS_DAYS_INVALID } });
  });

  it('fills the form from a scenario and writes its trigger in words', () => {
    const unpaid = scenario('s1', { name: 'Giỏ hàng', trigger: { type: 'cart_unpaid', hours: 24 }, isActive: false });
    expect(scenarioValues(unpaid)).toEqual({ name: 'Giỏ hàng', triggerType: 'cart_unpaid', hours: '24', days: '7', courseIds: '', isActive: 'false' });
    expect(describeTrigger(unpaid.trigger)).toBe('Đơn hàng chưa thanh toán sau 24 giờ');
    expect(describeTrigger({ type: 'registered' })).toBe('Sau khi đăng ký tài khoản');
    expect(describeTrigger({ type: 'course_bought', courseIds: [] })).toBe('Sau khi mua khóa học (bất kỳ khóa học nào)');
    expect(describeTrigger({ type: 'course_not_started', days: 3, courseIds: ['a', 'b'] })).toBe('Chưa bắt đầu học sau 3 ngày (2 khóa học đã chọn)');
    expect(describeTrigger({ type: 'bonus_expiring', days: 5 })).toBe('Tiền thưởng sắp hết hạn (trước 5 ngày)');
  });
});
