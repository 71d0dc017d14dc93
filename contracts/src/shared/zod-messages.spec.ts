import { z } from 'zod';
import './zod-messages';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

const ENGLISH = /\b(expected|received|invalid|required|must|string|number|object|array)\b/i;
const VIETNAMESE = /[ạảãàáâầấậẩẫăằắặẳẵđêềếệểễôồốộổỗơờớợởỡưừứựửữ]/i;

describe('zod’s own checks', () => {
  it('answer in Vietnamese', () => {
    const messages = [
      firstMessage(z.object({ n: z.string() }), []),
      firstMessage(z.object({ n: z.string() }), null),
      firstMessage(z.object({ n: z.number() }), { n: 'x' }),
      firstMessage(z.object({ n: z.enum(['a']) }), { n: 'b' }),
      firstMessage(z.object({ n: z.string().max(2) }), { n: 'abc' }),
    ];
    for (const message of messages) {
      expect(message).toMatch(VIETNAMESE);
      expect(message).not.toMatch(ENGLISH);
    }
  });

  it('say a body that is not an object is not a JSON object', () => {
    expect(firstMessage(z.object({ n: z.string() }), [])).toBe('Dữ liệu gửi lên phải là một đối tượng JSON.');
  });
});
