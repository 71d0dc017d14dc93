import { z } from 'zod';
import { email, httpsUrl, idSchema, personName, phone, text } from './fields';
import './zod-messages';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

describe('text the stores can hold', () => {
  const line = text({ max: 100, required: 'Bắt buộc.' });
  const multiline = text({ max: 100, multiline: true });

  it.each([
    ['NUL', 'A\u0000B'],
    ['a lone high surrogate', 'Lan\ud800'],
    ['a lone low surrogate', '\udc00x'],
    ['a reversed pair', '\udc00\ud800'],
    ['a bell', 'a\u0007b'],
    ['DEL', 'a\u007fb'],
  ])('refuses %s', (_, value) => {
    expect(firstMessage(line, value)).toBe('Nội dung chứa ký tự không hợp lệ.');
    expect(firstMessage(multiline, value)).toBe('Nội dung chứa ký tự không hợp lệ.');
  });

  it('keeps emoji, Vietnamese and (in multi-line text) line breaks, trimmed and in NFC', () => {
    expect(line.parse('  Nguyễn 👩‍👩‍👧 ')).toBe('Nguyễn 👩‍👩‍👧');
    // "ễ" typed on a Mac arrives decomposed; stored composed so search and equality agree.
    expect(line.parse('Nguye\u0302\u0303n')).toBe('Nguyễn');
    expect(multiline.parse('dòng 1\r\n\tdòng 2')).toBe('dòng 1\r\n\tdòng 2');
    expect(firstMessage(line, 'dòng 1\ndòng 2')).toBe('Nội dung chứa ký tự không hợp lệ.');
  });

  it('bounds length after trimming, with the given message', () => {
    expect(firstMessage(text({ max: 3, tooLong: 'Dài quá.' }), 'abcd')).toBe('Dài quá.');
    expect(text({ max: 3 }).parse('  abc  ')).toBe('abc');
  });
});

describe('names', () => {
  const name = personName({ max: 100, required: 'Tên là bắt buộc.' });

  it.each([
    ['zero-width spaces only', '\u200B\u200B'],
    ['an RTL override only', '\u202E'],
    ['punctuation only', '...'],
  ])('refuse %s', (_, value) => {
    expect(firstMessage(name, value)).not.toBeNull();
  });

  it('refuses a bidirectional override inside a real name', () => {
    expect(firstMessage(name, 'Lan\u202Egnaoh')).toBe('Nội dung chứa ký tự không hợp lệ.');
  });

  it('accepts Vietnamese names', () => {
    expect(name.parse('Trần Thị Ánh Tuyết')).toBe('Trần Thị Ánh Tuyết');
  });
});

describe('email, phone, links and ids', () => {
  it('lower-cases emails and refuses NUL in them', () => {
    expect(email().parse(' An@Example.VN ')).toBe('an@example.vn');
    expect(firstMessage(email(), 'an\u0000@example.vn')).not.toBeNull();
  });

  it('normalises Vietnamese phone numbers', () => {
    expect(phone().parse('0912 345.678')).toBe('0912345678');
    expect(phone().parse('')).toBe('');
    expect(firstMessage(phone({ required: 'Cần số.' }), '')).toBe('Cần số.');
    expect(firstMessage(phone(), '0'.repeat(10_000))).toBe('Số điện thoại không hợp lệ.');
  });

  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'http://example.com/a.png', 'https://localhost/a.png', 'https://127.0.0.1/a.png', 'https://192.168.1.2/a.png', 'https://metadata.internal/x', 'data:image/png;base64,AAAA', 'ảnh của tôi', 'https://'])(
    'refuses the avatar link %s',
    (url) => {
      expect(firstMessage(httpsUrl(), url)).toBe('Đường dẫn phải bắt đầu bằng https:// và trỏ tới một trang công khai.');
    },
  );

  it('accepts a public https link', () => {
    expect(httpsUrl().parse('https://cdn.example.vn/a.png')).toBe('https://cdn.example.vn/a.png');
  });

  it.each(['', '\u0000', '../x', 'a/b', 'x'.repeat(129), 'Lan\ud800'])('refuses the id %j', (id) => {
    expect(firstMessage(idSchema, id)).toBe('Mã định danh không hợp lệ.');
  });

  it('accepts Firebase uids, UUIDs and job ids', () => {
    for (const id of ['Xk3v9QmZ1bYc2dEf3gHi4jKl5mN6', '0b6e1c9a-3c0f-4d5b-9a57-2f1b3c4d5e6f', 'identity.send-mail:42']) expect(idSchema.parse(id)).toBe(id);
  });
});
