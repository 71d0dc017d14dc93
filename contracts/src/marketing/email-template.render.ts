/**
 * Email templates: the variables a template may use and the one rendering, shared by the server
 * (the sending worker, the preview endpoint) and the web app (the live preview), so the preview is
 * exactly what is sent. Pure: no clock, no I/O.
 */

/** Every variable a template may write as `{{name}}`, with what it stands for (shown beside the editor). */
export const TEMPLATE_VARIABLES = {
  name: 'Tên người nhận',
  email: 'Email người nhận',
  courseTitle: 'Tên khóa học',
  courseUrl: 'Đường dẫn tới khóa học',
  orderCode: 'Mã đơn hàng',
  bonusAmount: 'Số tiền thưởng',
  bonusExpiresAt: 'Ngày hết hạn tiền thưởng',
  siteUrl: 'Địa chỉ trang web của học viện',
} as const;

export type TemplateVariable = keyof typeof TEMPLATE_VARIABLES;
export const TEMPLATE_VARIABLE_NAMES = Object.keys(TEMPLATE_VARIABLES) as TemplateVariable[];

/** The values a send fills in; one the trigger does not know (no course on "registered") renders empty. */
export type TemplateValues = Partial<Record<TemplateVariable, string>>;

/** What the live preview fills in: a made-up learner and course, never a real person's data. */
export const SAMPLE_TEMPLATE_VALUES: Required<TemplateValues> = {
  name: 'Nguyễn Văn An',
  email: 'an.nguyen@example.vn',
  courseTitle: 'Quảng cáo Facebook thực chiến',
  courseUrl: 'https://hocvien.example.vn/courses/quang-cao-facebook-thuc-chien',
  orderCode: 'DH2K7X9Q',
  bonusAmount: '50.000 ₫',
  bonusExpiresAt: '31/12/2027',
  siteUrl: 'https://hocvien.example.vn',
};

/** `{{ name }}`: spaces inside the braces allowed; anything between braces counts as a placeholder. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isVariable = (name: string): name is TemplateVariable => Object.prototype.hasOwnProperty.call(TEMPLATE_VARIABLES, name);

/** The placeholders written in the texts, each once, in order of first use. */
export function placeholdersIn(...texts: string[]): string[] {
  const seen = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(PLACEHOLDER)) seen.add(match[1] ?? '');
  return [...seen];
}

/** The known variables a template uses (what the sending worker must supply). */
export const variablesIn = (...texts: string[]): TemplateVariable[] => placeholdersIn(...texts).filter(isVariable);

/** Placeholders that name no variable: a typo such as `{{ten}}` would reach the learner as written. */
export const unknownVariablesIn = (...texts: string[]): string[] => placeholdersIn(...texts).filter((name) => !isVariable(name));

/** The refusal's detailed text: which placeholders are wrong and which exist. */
export function unknownVariablesMessage(unknown: readonly string[]): string {
  const written = unknown.map((name) => `{{${name}}}`).join(', ');
  const known = TEMPLATE_VARIABLE_NAMES.map((name) => `{{${name}}}`).join(', ');
  return `Biến không được hỗ trợ: ${written}. Các biến dùng được: ${known}.`;
}

/**
 * HTML no email needs and a mail client or the admin's preview must never run. The preview also
 * renders inside a sandboxed iframe; this check keeps such markup out of the store in the first place.
 */
const UNSAFE_HTML = /<\s*\/?\s*(script|iframe|frame|frameset|object|embed|applet|form|input|button|textarea|select|meta|base|link)\b|\son[a-z]+\s*=|(java|vb)script\s*:/i;

export const hasUnsafeHtml = (body: string): boolean => UNSAFE_HTML.test(body);

export interface TemplateText {
  subject: string;
  /** HTML written by an admin; values are escaped into it. */
  body: string;
}

export interface RenderedEmail {
  /** One line: values lose their line breaks and control characters (no header injection). */
  subject: string;
  html: string;
  /** The plain-text part: the HTML's text, links written out. */
  text: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Control characters (CR and LF included) become spaces, so a value cannot start a new header line. */
const oneLine = (value: string): string => value.replace(/[\u0000-\u001F\u007F\u2028\u2029]+/g, ' ');

function fill(text: string, values: TemplateValues, encode: (value: string) => string): string {
  return text.replace(PLACEHOLDER, (written, name: string) => (isVariable(name) ? encode(values[name] ?? '') : written));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? entity;
    const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
  });
}

/** The HTML's text: block ends become line breaks, links keep their address, tags go. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<\s*(style|head)\b[\s\S]*?<\s*\/\s*\1\s*>/gi, '')
      .replace(/<a\b[^>]*?\bhref\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\s*\/\s*a\s*>/gi, (_, href: string, label: string) => `${label} (${href})`)
      .replace(/<\s*br\s*\/?>/gi, '\n')
      .replace(/<\s*li\b[^>]*>/gi, '- ')
      .replace(/<\s*\/\s*(p|div|h[1-6]|li|tr|table|ul|ol|blockquote)\s*>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The email as the recipient gets it: every `{{variable}}` replaced by its value, HTML-escaped in the
 * body (a learner named `<b>An</b>` reads as written, never as markup) and kept on one line in the
 * subject. A placeholder that names no variable stays as written (the forms refuse those anyway).
 */
export function renderTemplate(template: TemplateText, values: TemplateValues): RenderedEmail {
  const html = fill(template.body, values, escapeHtml);
  return { subject: oneLine(fill(template.subject, values, oneLine)).trim(), html, text: htmlToText(html) };
}
