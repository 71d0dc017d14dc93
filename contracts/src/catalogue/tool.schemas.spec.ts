import { z } from 'zod';
import '../shared/zod-messages';
import { FIELD_MESSAGES } from '../shared';
import { TOOL_ERRORS, TOOL_PLAN_LIMITS } from './tool.errors';
import { TOOL_MESSAGES } from './tool.messages';
import { listToolsQuerySchema, toolFormSchema } from './tool.schemas';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Phần mềm Seeding',
  delivery: 'Tài khoản gửi qua email trong 24 giờ.',
  plans: [{ name: 'Gói 1 tháng', price: 199_000, durationDays: 30 }],
  ...overrides,
});

describe('the tool schemas', () => {
  it('fills the defaults a short form leaves out and trims the texts', () => {
    expect(toolFormSchema.parse({ name: ' Canva Pro ', delivery: ' Mã kích hoạt ' })).toEqual({
      name: 'Canva Pro',
      description: '',
      delivery: 'Mã kích hoạt',
      plans: [],
    });
  });

  it('says which rule a plan breaks, in the texts the decider uses', () => {
    expect(firstMessage(toolFormSchema, form({ plans: [{ name: 'Gói', price: 1.5, durationDays: 30 }] }))).toBe(TOOL_ERRORS.TOOL_PRICE_INVALID);
    expect(firstMessage(toolFormSchema, form({ plans: [{ name: 'Gói', price: -1, durationDays: 30 }] }))).toBe(TOOL_ERRORS.TOOL_PRICE_INVALID);
    expect(firstMessage(toolFormSchema, form({ plans: [{ name: 'Gói', price: 1, durationDays: 0 }] }))).toBe(TOOL_ERRORS.TOOL_DURATION_INVALID);
    expect(firstMessage(toolFormSchema, form({ plans: [{ name: 'Gói', price: 1 }] }))).toBe(TOOL_ERRORS.TOOL_DURATION_INVALID);
    expect(firstMessage(toolFormSchema, form({ plans: [{ name: ' ', price: 1, durationDays: null }] }))).toBe(TOOL_ERRORS.TOOL_PLAN_NAME_REQUIRED);
  });

  it('keeps lifetime (null) apart from a duration', () => {
    const parsed = toolFormSchema.parse(form({ plans: [{ name: 'Trọn đời', price: 990_000, durationDays: null }] }));
    expect(parsed.plans[0].durationDays).toBeNull();
  });

  it('refuses more plans than may be on sale, and one plan sent twice', () => {
    const many = Array.from({ length: TOOL_PLAN_LIMITS.plansOnSale + 1 }, (_, i) => ({ name: `Gói ${i}`, price: 1, durationDays: 30 }));
    expect(firstMessage(toolFormSchema, form({ plans: many }))).toBe(TOOL_ERRORS.TOOL_PLAN_LIMIT);
    const twice = [
      { planId: 'p1', name: 'A', price: 1, durationDays: 30 },
      { planId: 'p1', name: 'B', price: 1, durationDays: 30 },
    ];
    expect(firstMessage(toolFormSchema, form({ plans: twice }))).toBe(TOOL_MESSAGES.planRepeated);
  });

  it('requires a name and what the buyer receives', () => {
    expect(firstMessage(toolFormSchema, form({ name: '\u200B' }))).toBe(TOOL_ERRORS.TOOL_NAME_REQUIRED);
    expect(firstMessage(toolFormSchema, form({ delivery: '' }))).toBe(TOOL_ERRORS.TOOL_DELIVERY_REQUIRED);
  });

  it('pages 3 tools by default, as the spec says', () => {
    expect(listToolsQuerySchema.parse({})).toEqual({ page: 1, limit: 3 });
    expect(listToolsQuerySchema.parse({ page: '2', limit: '12', searchTerm: ' phan mem ' })).toEqual({ page: 2, limit: 12, searchTerm: 'phan mem' });
  });

  it('writes each text once: no message repeats an error or shared field text', () => {
    const elsewhere = new Set<string>([...Object.values(TOOL_ERRORS), ...Object.values(FIELD_MESSAGES)]);
    expect(Object.values(TOOL_MESSAGES).filter((text) => elsewhere.has(text))).toEqual([]);
  });
});
