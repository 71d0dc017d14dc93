import { CHECKED, EMPTY_AUTH_FORM, validateAdminLogin, validateAuthForm } from './auth-form';

const login = (email: string, password: string) => validateAuthForm('login', { ...EMPTY_AUTH_FORM, email, password });
const register = (values: Partial<typeof EMPTY_AUTH_FORM>) =>
  validateAuthForm('register', {
    ...EMPTY_AUTH_FORM,
    email: 'moi@hocvien.vn',
    password: 'secret1',
    confirmPassword: 'secret1',
    name: 'Lê Mới',
    phoneNumber: '0901 234 567',
    acceptTerms: CHECKED,
    ...values,
  });
const errorsOf = (result: ReturnType<typeof login>) => (result.ok ? null : result.errors);

describe('auth form validation (spec part 1 §5)', () => {
  it('asks for email and password first', () => {
    expect(login('', '')).toEqual({ ok: false, errors: {}, formError: 'Vui lòng nhập email và mật khẩu.' });
    expect(login('a@b.vn', '')).toMatchObject({ formError: 'Vui lòng nhập email và mật khẩu.' });
  });

  it('checks the email shape and the password length', () => {
    expect(errorsOf(login('khong-phai-email', '123'))).toEqual({
      email: 'Địa chỉ email không hợp lệ.',
      password: 'Mật khẩu phải có ít nhất 6 ký tự.',
    });
    expect(login(' a@b.vn ', '123456')).toEqual({ ok: true, request: { kind: 'sign-in', credentials: { email: ' a@b.vn ', password: '123456' } } });
  });

  it('on sign-up: the confirmation, the name, then the required phone (the contracts schema)', () => {
    expect(register({}).ok).toBe(true);
    expect(errorsOf(register({ confirmPassword: 'khac123' }))).toEqual({ confirmPassword: 'Mật khẩu không khớp!' });
    expect(errorsOf(register({ name: '  ' }))).toEqual({ name: 'Vui lòng nhập tên của bạn.' });
    expect(errorsOf(register({ phoneNumber: '' }))).toEqual({ phoneNumber: 'Số điện thoại là bắt buộc để đăng ký.' });
    expect(errorsOf(register({ phoneNumber: '12345' }))).toEqual({ phoneNumber: 'Số điện thoại không hợp lệ.' });
  });

  it('names every missing sign-up field on the first submit of an empty form', () => {
    expect(validateAuthForm('register', EMPTY_AUTH_FORM)).toEqual({
      ok: false,
      formError: 'Vui lòng nhập email và mật khẩu.',
      errors: {
        name: 'Vui lòng nhập tên của bạn.',
        phoneNumber: 'Số điện thoại là bắt buộc để đăng ký.',
        acceptTerms: 'Vui lòng đồng ý với Điều khoản sử dụng và Chính sách bảo mật (xử lý dữ liệu cá nhân) để đăng ký.',
      },
    });
  });

  it('refuses a sign-up without consent, and sends the marketing choice only as ticked (off by default)', () => {
    expect(errorsOf(register({ acceptTerms: '' }))).toEqual({
      acceptTerms: 'Vui lòng đồng ý với Điều khoản sử dụng và Chính sách bảo mật (xử lý dữ liệu cá nhân) để đăng ký.',
    });
    expect(register({})).toMatchObject({ request: { request: { acceptTerms: true, marketingEmails: false } } });
    expect(register({ marketingEmails: CHECKED })).toMatchObject({ request: { request: { acceptTerms: true, marketingEmails: true } } });
  });

  it('accepts an empty age and refuses one that is not a whole number from 1 to 120', () => {
    expect(register({ age: '' }).ok).toBe(true);
    expect(register({ age: '27' }).ok).toBe(true);
    expect(errorsOf(register({ age: '2.5' }))).toEqual({ age: 'Tuổi phải là số nguyên từ 1 đến 120.' });
    expect(errorsOf(register({ age: '0' }))).toEqual({ age: 'Tuổi phải là số nguyên từ 1 đến 120.' });
  });

  it('sends the sign-up as the contracts parse it: trimmed texts, the phone without spaces, the age as a number', () => {
    expect(register({ email: ' moi@hocvien.vn ', name: ' An ', age: ' 30 ' })).toEqual({
      ok: true,
      request: { kind: 'sign-up', request: { email: 'moi@hocvien.vn', password: 'secret1', name: 'An', phoneNumber: '0901234567', age: 30, acceptTerms: true, marketingEmails: false } },
    });
    expect(register({ age: '' })).toMatchObject({ request: { request: { age: null } } });
  });

  it('gives the admin login one alert: the first rule that fails', () => {
    expect(validateAdminLogin({ email: 'a@b.vn', password: '' })).toEqual({ ok: false, errors: {}, formError: 'Vui lòng nhập email và mật khẩu.' });
    expect(validateAdminLogin({ email: 'a@b.vn', password: '123456' })).toEqual({ ok: true, request: { email: 'a@b.vn', password: '123456' } });
  });
});
