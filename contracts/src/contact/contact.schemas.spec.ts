import { z } from 'zod';
import '../shared/zod-messages';
import { CONTACT_MESSAGES } from './contact.messages';
import { submitContactRequestSchema } from './contact.schemas';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

describe('the contact form schema', () => {
  it('refuses a message of invisible characters', () => {
    expect(firstMessage(submitContactRequestSchema, { name: 'An', email: 'an@example.vn', message: '\u200B\u202E' })).toBe(CONTACT_MESSAGES.messageRequired);
  });

  it('refuses a body that is not an object, in Vietnamese', () => {
    expect(firstMessage(submitContactRequestSchema, [])).toBe('Dữ liệu gửi lên phải là một đối tượng JSON.');
    expect(firstMessage(submitContactRequestSchema, null)).toBe('Dữ liệu gửi lên phải là một đối tượng JSON.');
  });
});
