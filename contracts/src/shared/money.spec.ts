import { FIELD_MESSAGES } from './fields';
import { vnd } from './money';

describe('money in VND', () => {
  it('takes whole, non-negative đồng', () => {
    expect(vnd().parse(0)).toBe(0);
    expect(vnd().parse(1_990_000)).toBe(1_990_000);
  });

  it.each([[-1], [0.5], [Number.MAX_SAFE_INTEGER + 1], [Number.NaN], [Infinity], ['1000'], [null]])('refuses %p', (amount) => {
    const result = vnd().safeParse(amount);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(FIELD_MESSAGES.moneyInvalid);
  });

  it('words the refusal as the field needs', () => {
    expect(vnd('Giá khóa học không hợp lệ.').safeParse(-5).error?.issues[0].message).toBe('Giá khóa học không hợp lệ.');
  });
});
