import { z } from 'zod';
import '../shared/zod-messages';
import { IDENTITY_ERRORS } from './identity.errors';
import { AUTH_MESSAGES } from './identity.messages';
import { changeAffiliateLevelRequestSchema, listUsersQuerySchema, registerRequestSchema, updateProfileRequestSchema } from './identity.schemas';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

const signUp = { email: 'an@example.vn', password: 'MatKhau@123', name: 'An', phoneNumber: '0912345678', acceptTerms: true };

describe('identity request schemas', () => {
  it('refuse the first finding of the hardening issue: a NUL in a sign-up name', () => {
    expect(firstMessage(registerRequestSchema, { ...signUp, name: 'A\u0000B' })).toBe('Nội dung chứa ký tự không hợp lệ.');
  });

  it('cap passwords at 128 characters', () => {
    expect(firstMessage(registerRequestSchema, { ...signUp, password: 'x'.repeat(129) })).toBe(AUTH_MESSAGES.passwordTooLong);
    expect(registerRequestSchema.safeParse({ ...signUp, password: 'x'.repeat(128) }).success).toBe(true);
  });

  it('refuse a sign-up without consent to the terms and the processing of personal data; marketing email stays off unless ticked', () => {
    const { acceptTerms: _, ...withoutConsent } = signUp;
    expect(firstMessage(registerRequestSchema, withoutConsent)).toBe(IDENTITY_ERRORS.CONSENT_REQUIRED);
    expect(firstMessage(registerRequestSchema, { ...signUp, acceptTerms: false })).toBe(IDENTITY_ERRORS.CONSENT_REQUIRED);
    expect(firstMessage(registerRequestSchema, { ...signUp, acceptTerms: 'true' })).toBe(IDENTITY_ERRORS.CONSENT_REQUIRED);
    expect(registerRequestSchema.parse(signUp).marketingEmails).toBe(false);
    expect(registerRequestSchema.parse({ ...signUp, marketingEmails: true }).marketingEmails).toBe(true);
    expect(firstMessage(registerRequestSchema, { ...signUp, marketingEmails: 'yes' })).toBe(AUTH_MESSAGES.marketingChoiceInvalid);
  });

  it('answer an age that is an object with the age text', () => {
    expect(firstMessage(registerRequestSchema, { ...signUp, age: { $gt: 1 } })).toBe(AUTH_MESSAGES.ageInvalid);
  });

  it('keep a profile update to the fields sent', () => {
    expect(updateProfileRequestSchema.parse({ name: 'Lan' })).toEqual({ name: 'Lan' });
    expect(updateProfileRequestSchema.parse({ avatarUrl: null })).toEqual({ avatarUrl: null });
    expect(firstMessage(updateProfileRequestSchema, { avatarUrl: 'javascript:alert(1)' })).toBe(AUTH_MESSAGES.avatarUrlInvalid);
  });

  it('refuse an affiliate level of true and take its digits from a form', () => {
    expect(changeAffiliateLevelRequestSchema.safeParse({ newLevel: true }).success).toBe(false);
    expect(changeAffiliateLevelRequestSchema.parse({ newLevel: '3' })).toEqual({ newLevel: 3 });
  });

  it('bound the admin user list’s pages and search like every list', () => {
    expect(firstMessage(listUsersQuerySchema, { page: '214748366' })).not.toBeNull();
    expect(firstMessage(listUsersQuerySchema, { search: 'a\u0000' })).toBe('Nội dung chứa ký tự không hợp lệ.');
  });
});
