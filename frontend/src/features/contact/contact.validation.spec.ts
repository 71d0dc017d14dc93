import { validateContactForm } from './contact.validation';

describe('contact form validation (the contracts schema)', () => {
  it('requires name, email and message and checks the email and phone shapes', () => {
    expect(validateContactForm({ name: '', email: '', phone: '', message: '' })).toEqual({
      ok: false,
      errors: {
        name: 'Vui lòng nhập họ và tên.',
        email: 'Vui lòng nhập email.',
        message: 'Vui lòng nhập nội dung tin nhắn.',
      },
    });
    expect(validateContactForm({ name: 'An', email: 'an@', phone: '12', message: 'Chào' })).toEqual({
      ok: false,
      errors: { email: 'Địa chỉ email không hợp lệ.', phone: 'Số điện thoại không hợp lệ.' },
    });
  });

  it('accepts an optional phone written with spaces and returns the cleaned request', () => {
    const result = validateContactForm({ name: ' An ', email: 'an@example.vn', phone: '0901 234 567', message: ' Chào ' });
    expect(result).toEqual({ ok: true, request: { name: 'An', email: 'an@example.vn', phone: '0901234567', message: 'Chào' } });
  });
});
