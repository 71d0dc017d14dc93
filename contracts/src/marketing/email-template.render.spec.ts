import { MARKETING_ERRORS as ERROR_MESSAGES } from './marketing.errors';
import { htmlToText, placeholdersIn, renderTemplate, SAMPLE_TEMPLATE_VALUES, unknownVariablesIn, variablesIn } from './email-template.render';
import { emailTemplateRequestSchema } from './email-template.schemas';

describe('email template rendering (the preview and the sending worker share it)', () => {
  const template = {
    subject: 'Chào {{ name }}, khóa {{courseTitle}} đang chờ bạn',
    body: '<p>Xin chào <b>{{name}}</b>,</p><p>Học tiếp <a href="{{courseUrl}}">{{courseTitle}}</a>.</p>',
  };

  it('fills every variable, in the subject, the HTML and the text part', () => {
    expect(renderTemplate(template, SAMPLE_TEMPLATE_VALUES)).toEqual({
      subject: 'Chào Nguyễn Văn An, khóa Quảng cáo Facebook thực chiến đang chờ bạn',
      html:
        '<p>Xin chào <b>Nguyễn Văn An</b>,</p><p>Học tiếp <a href="https://hocvien.example.vn/courses/quang-cao-facebook-thuc-chien">Quảng cáo Facebook thực chiến</a>.</p>',
      text: 'Xin chào Nguyễn Văn An,\nHọc tiếp Quảng cáo Facebook thực chiến (https://hocvien.example.vn/courses/quang-cao-facebook-thuc-chien).',
    });
  });

  it('escapes HTML in values: a name cannot add markup or leave an attribute', () => {
    const rendered = renderTemplate(template, { name: '<img src=x onerror=alert(1)>An', courseUrl: '" onclick="steal()', courseTitle: 'A & B' });
    expect(rendered.html).toBe(
      '<p>Xin chào <b>&lt;img src=x onerror=alert(1)&gt;An</b>,</p><p>Học tiếp <a href="&quot; onclick=&quot;steal()">A &amp; B</a>.</p>',
    );
    expect(rendered.html).not.toContain('<img');
    // The text part is plain text: the value reads as the person wrote it.
    expect(rendered.text).toContain('Xin chào <img src=x onerror=alert(1)>An,');
  });

  it('keeps the subject on one line whatever a value holds (no header injection)', () => {
    const { subject } = renderTemplate({ subject: 'Chào {{name}}', body: 'x' }, { name: 'An\r\nBcc: victim@example.vn\u2028' });
    expect(subject).toBe('Chào An Bcc: victim@example.vn');
    expect(subject).not.toMatch(/[\r\n\u2028]/);
  });

  it('renders a variable the send does not know as empty, and leaves an unknown placeholder as written', () => {
    expect(renderTemplate({ subject: '{{orderCode}}!', body: '{{ten}} {{name}}' }, {})).toMatchObject({ subject: '!', html: '{{ten}} ' });
  });

  it('lists the placeholders written, the known variables and the unknown ones', () => {
    expect(placeholdersIn('{{ name }} {{email}}', '{{name}} {{ten}} {{}}')).toEqual(['name', 'email', 'ten', '']);
    expect(variablesIn(template.subject, template.body)).toEqual(['name', 'courseTitle', 'courseUrl']);
    expect(unknownVariablesIn('{{name}} {{Name}} {{constructor}} {{ toString }}')).toEqual(['Name', 'constructor', 'toString']);
  });

  it('turns HTML into readable text', () => {
    expect(htmlToText('<style>p{color:red}</style><h1>Tiêu đề</h1><ul><li>Một</li><li>Hai</li></ul>A&nbsp;&amp;&#32;B<br/>C &#x1F600;')).toBe(
      'Tiêu đề\n- Một\n- Hai\n\nA & B\nC 😀',
    );
  });
});

describe('the template form', () => {
  const valid = { name: 'Chào mừng', subject: 'Chào {{name}}', body: '<p>Xin chào {{name}}</p>' };
  const firstMessage = (input: unknown) => {
    const result = emailTemplateRequestSchema.safeParse(input);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('accepts a template with known variables', () => {
    expect(emailTemplateRequestSchema.parse({ ...valid, name: '  Chào mừng ' })).toEqual(valid);
  });

  it('refuses unknown variables, naming them and the ones that exist', () => {
    expect(firstMessage({ ...valid, body: 'Chào {{ten}} và {{ khoaHoc }}' })).toBe(
      'Biến không được hỗ trợ: {{ten}}, {{khoaHoc}}. Các biến dùng được: {{name}}, {{email}}, {{courseTitle}}, {{courseUrl}}, {{orderCode}}, {{bonusAmount}}, {{bonusExpiresAt}}, {{siteUrl}}.',
    );
    expect(firstMessage({ ...valid, subject: 'Chào {{Name}}' })).toContain('{{Name}}');
  });

  it.each([
    ['<script>alert(1)</script>'],
    ['<p onclick="x()">a</p>'],
    ['<a href="javascript:alert(1)">a</a>'],
    ['<iframe src="https://example.vn"></iframe>'],
    ['<form action="https://example.vn"><input name="x"></form>'],
  ])('refuses markup no email needs: %s', (body) => {
    expect(firstMessage({ ...valid, body })).toBe(ERROR_MESSAGES.EMAIL_TEMPLATE_UNSAFE_HTML);
  });

  it.each([
    [{ name: '' }, ERROR_MESSAGES.EMAIL_TEMPLATE_NAME_REQUIRED],
    [{ name: '\u200b\u200b' }, ERROR_MESSAGES.EMAIL_TEMPLATE_NAME_REQUIRED],
    [{ body: '\u202e' }, ERROR_MESSAGES.EMAIL_TEMPLATE_BODY_REQUIRED],
    [{ name: 'a'.repeat(121) }, ERROR_MESSAGES.EMAIL_TEMPLATE_NAME_TOO_LONG],
    [{ subject: '   ' }, ERROR_MESSAGES.EMAIL_TEMPLATE_SUBJECT_REQUIRED],
    [{ subject: 'Chào\nBcc: x' }, 'Nội dung chứa ký tự không hợp lệ.'],
    [{ body: '' }, ERROR_MESSAGES.EMAIL_TEMPLATE_BODY_REQUIRED],
    [{ body: 'a'.repeat(50_001) }, ERROR_MESSAGES.EMAIL_TEMPLATE_BODY_TOO_LONG],
  ])('refuses bad input in Vietnamese (%#)', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });
});
