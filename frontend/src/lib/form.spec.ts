import { registerRequestSchema } from '@academy/contracts';
import { check, checkWithSchema, pickFieldErrors, serverFieldErrors } from './form';

const FIELDS = ['email', 'password', 'name', 'phoneNumber', 'age'] as const;
const signUp = { email: 'an@hocvien.vn', password: 'secret1', name: 'An', phoneNumber: '0901234567', age: '', acceptTerms: true };

describe('form checks', () => {
  it('keeps the first message of each field the form shows', () => {
    expect(pickFieldErrors(['email'], [['email', 'một'], ['email', 'hai'], ['uid', 'ba'], [0, 'bốn']])).toEqual({ email: 'một' });
    expect(serverFieldErrors(['email'], { email: 'Email này đã được sử dụng.', uid: 'x' })).toEqual({ email: 'Email này đã được sử dụng.' });
    expect(serverFieldErrors(['email'], null)).toEqual({});
  });

  it('reports every schema problem at once, the form’s own texts winning', () => {
    const result = checkWithSchema(registerRequestSchema, { ...signUp, name: '', phoneNumber: '' }, FIELDS, {
      own: { name: 'Vui lòng nhập tên của bạn.' },
    });
    expect(result).toEqual({
      ok: false,
      errors: { name: 'Vui lòng nhập tên của bạn.', phoneNumber: 'Số điện thoại là bắt buộc để đăng ký.' },
    });
  });

  it('returns the parsed request when nothing is wrong', () => {
    expect(checkWithSchema(registerRequestSchema, { ...signUp, phoneNumber: '0901 234 567' }, FIELDS)).toEqual({
      ok: true,
      request: { email: 'an@hocvien.vn', password: 'secret1', name: 'An', phoneNumber: '0901234567', age: null, acceptTerms: true, marketingEmails: false },
    });
  });

  it('puts a problem on a field the form does not show in the form-level text', () => {
    expect(checkWithSchema(registerRequestSchema, { ...signUp, age: '0' }, ['email'])).toEqual({
      ok: false,
      errors: {},
      formError: 'Tuổi phải là số nguyên từ 1 đến 120.',
    });
  });

  it('checks without a schema', () => {
    expect(check('a@b.vn', { email: undefined })).toEqual({ ok: true, request: 'a@b.vn' });
    expect(check('', { email: 'Vui lòng nhập email.' })).toEqual({ ok: false, errors: { email: 'Vui lòng nhập email.' } });
    expect(check('', {}, 'Vui lòng nhập email và mật khẩu.')).toEqual({ ok: false, errors: {}, formError: 'Vui lòng nhập email và mật khẩu.' });
  });
});
