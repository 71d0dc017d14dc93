import { ERROR_MESSAGES, SAMPLE_TEMPLATE_VALUES } from '@academy/contracts';
import { insertToken, previewDocument, previewTemplate, validateTemplate } from './template-form';

describe('the template form', () => {
  it('puts a variable where the cursor was, replacing a selection, and the caret after it', () => {
    expect(insertToken('Chào , hẹn gặp lại', 5, 5, 'name')).toEqual({ text: 'Chào {{name}}, hẹn gặp lại', caret: 13 });
    expect(insertToken('Khóa XXX đang chờ', 5, 8, 'courseTitle')).toEqual({ text: 'Khóa {{courseTitle}} đang chờ', caret: 20 });
    // A caret the field no longer has (the text shrank) lands at the end.
    expect(insertToken('abc', 10, 12, 'email')).toEqual({ text: 'abc{{email}}', caret: 12 });
  });

  it('previews with the sample values, escaping them in the body and keeping the subject on one line', () => {
    const preview = previewTemplate('Chào {{name}}', '<p>{{name}} – {{email}}</p>');
    expect(preview).toEqual({ ok: true, subject: `Chào ${SAMPLE_TEMPLATE_VALUES.name}`, html: `<p>${SAMPLE_TEMPLATE_VALUES.name} – ${SAMPLE_TEMPLATE_VALUES.email}</p>` });
    const hostile = previewTemplate('Chào {{name}}', '<p>{{name}}</p>', { ...SAMPLE_TEMPLATE_VALUES, name: '<b>An</b>\r\nBcc: x@y.vn' });
    expect(hostile).toEqual({ ok: true, subject: 'Chào <b>An</b> Bcc: x@y.vn', html: '<p>&lt;b&gt;An&lt;/b&gt;\r\nBcc: x@y.vn</p>' });
  });

  it('names what it cannot preview instead of rendering it', () => {
    expect(previewTemplate('Chào {{ten}}', 'x')).toEqual({ ok: false, problem: expect.stringContaining('{{ten}}') });
    expect(previewTemplate('Chào', '<img src=x onerror="alert(1)">')).toEqual({ ok: false, problem: ERROR_MESSAGES.EMAIL_TEMPLATE_UNSAFE_HTML });
  });

  it('wraps the preview in a page of its own, UTF-8, whose links never open in the admin page', () => {
    const page = previewDocument('<p>Xin chào</p>');
    expect(page).toMatch(/^<!doctype html><html lang="vi"><head><meta charset="utf-8"><base target="_blank">/);
    expect(page).toContain('<body><p>Xin chào</p></body>');
  });

  it('checks as the server does: every field at once, in Vietnamese', () => {
    expect(validateTemplate({ name: '', subject: ' ', body: '<script>x</script>' })).toEqual({
      ok: false,
      errors: { name: ERROR_MESSAGES.EMAIL_TEMPLATE_NAME_REQUIRED, subject: ERROR_MESSAGES.EMAIL_TEMPLATE_SUBJECT_REQUIRED, body: ERROR_MESSAGES.EMAIL_TEMPLATE_UNSAFE_HTML },
    });
    expect(validateTemplate({ name: ' Chào mừng ', subject: 'Chào {{name}}', body: '<p>{{name}}</p>' })).toEqual({
      ok: true,
      request: { name: 'Chào mừng', subject: 'Chào {{name}}', body: '<p>{{name}}</p>' },
    });
  });
});
