import { EMPTY_AUTH_FORM, toAuthFieldErrors, toRegisterRequest, validateAuthForm } from './auth-form';

const login = (email: string, password: string) => validateAuthForm('login', { ...EMPTY_AUTH_FORM, email, password });
const register = (values: Partial<typeof EMPTY_AUTH_FORM>) =>
  validateAuthForm('register', {
    ...EMPTY_AUTH_FORM,
    email: 'moi@hocvien.vn',
    password: 'secret1',
    confirmPassword: 'secret1',
    name: 'Lê Mới',
    phoneNumber: '0901 234 567',
    ...values,
  });

describe('auth form validation (spec part 1 §5)', () => {
  it('asks for email and password first', () => {
    expect(login('', '')).toEqual({ form: 'Vui lòng nhập email và mật khẩu.', fields: {} });
    expect(login('a@b.vn', '')?.form).toBe('Vui lòng nhập email và mật khẩu.');
  });

  it('checks the email shape and the password length', () => {
    expect(login('khong-phai-email', '123')?.fields).toEqual({
      email: 'Địa chỉ email không hợp lệ.',
      password: 'Mật khẩu phải có ít nhất 6 ký tự.',
    });
    expect(login(' a@b.vn ', '123456')).toBeNull();
  });

  it('on sign-up: the confirmation, the name, then the required phone (the contracts schema)', () => {
    expect(register({})).toBeNull();
    expect(register({ confirmPassword: 'khac123' })?.fields).toEqual({ confirmPassword: 'Mật khẩu không khớp!' });
    expect(register({ name: '  ' })?.fields).toEqual({ name: 'Vui lòng nhập tên của bạn.' });
    expect(register({ phoneNumber: '' })?.fields).toEqual({ phoneNumber: 'Số điện thoại là bắt buộc để đăng ký.' });
    expect(register({ phoneNumber: '12345' })?.fields).toEqual({ phoneNumber: 'Số điện thoại không hợp lệ.' });
  });

  it('accepts an empty age and refuses one that is not a whole number from 1 to 120', () => {
    expect(register({ age: '' })).toBeNull();
    expect(register({ age: '27' })).toBeNull();
    expect(register({ age: '2.5' })?.fields).toEqual({ age: 'Tuổi phải là số nguyên từ 1 đến 120.' });
    expect(register({ age: '0' })?.fields).toEqual({ age: 'Tuổi phải là số nguyên từ 1 đến 120.' });
  });

  it('builds the sign-up payload with a trimmed text and the age as a number', () => {
    expect(
      toRegisterRequest({ email: ' a@b.vn ', password: 'secret1', confirmPassword: 'secret1', name: ' An ', phoneNumber: ' 0901234567 ', age: ' 30 ' }),
    ).toEqual({ email: 'a@b.vn', password: 'secret1', name: 'An', phoneNumber: '0901234567', age: 30 });
    expect(toRegisterRequest({ ...EMPTY_AUTH_FORM }).age).toBeNull();
  });

  it('keeps only the server field errors this form shows', () => {
    expect(toAuthFieldErrors({ email: 'Email này đã được sử dụng.', uid: 'x' })).toEqual({ email: 'Email này đã được sử dụng.' });
    expect(toAuthFieldErrors(null)).toEqual({});
  });
});
