/**
 * The local mail inbox's pages: plain server-rendered HTML, every value escaped. A message's own
 * HTML is never placed in these pages: it is shown in a sandboxed iframe loaded from its own URL.
 */

/** One caught message as the inbox and its JSON API show it. */
export interface CaughtMail {
  id: string;
  /** The `Message-ID` header: the same for a message sent again under the same key. */
  messageId: string | null;
  from: string;
  to: string[];
  subject: string;
  /** The message's `Date` header, ISO; the receipt time when it had none. */
  date: string;
  receivedAt: string;
  text: string;
  html: string | null;
  /**
   * The list headers mail clients act on (`list-unsubscribe`, `list-unsubscribe-post`), by lower-case
   * name, unfolded; absent ones are left out. Only these: the rest of a header block is the parser's.
   */
  listHeaders: Record<string, string>;
}

export type CaughtMailSummary = Omit<CaughtMail, 'text' | 'html'>;

const dateTime = new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit', second: '2-digit', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' });

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
  body { font-family: system-ui, 'Segoe UI', Roboto, sans-serif; margin: 0; color: #1f2937; background: #f3f4f6; }
  header { background: #111827; color: #fff; padding: 12px 16px; display: flex; gap: 12px; align-items: center; justify-content: space-between; flex-wrap: wrap; }
  header a { color: #fff; text-decoration: none; font-weight: 600; }
  main { max-width: 960px; margin: 0 auto; padding: 16px; }
  ul.messages { list-style: none; margin: 0; padding: 0; background: #fff; border-radius: 8px; overflow: hidden; }
  ul.messages li a { display: grid; grid-template-columns: 1fr auto; gap: 2px 12px; padding: 12px 16px; border-bottom: 1px solid #e5e7eb; color: inherit; text-decoration: none; }
  ul.messages li a:hover { background: #eff6ff; }
  .subject { font-weight: 600; overflow-wrap: anywhere; }
  .meta { color: #6b7280; font-size: 0.875rem; overflow-wrap: anywhere; }
  .empty { background: #fff; border-radius: 8px; padding: 24px; color: #6b7280; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; background: #fff; padding: 16px; border-radius: 8px; margin: 0 0 16px; }
  dt { color: #6b7280; } dd { margin: 0; overflow-wrap: anywhere; }
  h1 { font-size: 1.25rem; overflow-wrap: anywhere; } h2 { font-size: 1rem; margin: 16px 0 8px; }
  iframe { width: 100%; height: 720px; border: 1px solid #d1d5db; border-radius: 8px; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; padding: 16px; border-radius: 8px; margin: 0; }
  button { background: #dc2626; color: #fff; border: 0; border-radius: 6px; padding: 6px 12px; cursor: pointer; }
  @media (max-width: 600px) { ul.messages li a { grid-template-columns: 1fr; } iframe { height: 420px; } }
`;

function page(title: string, body: string, { refresh = false } = {}): string {
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="5">' : ''}
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">Hộp thư thử nghiệm</a><form method="post" action="/clear"><button type="submit">Xóa tất cả</button></form></header>
<main>${body}</main>
</body>
</html>`;
}

const shown = (iso: string) => escapeHtml(dateTime.format(new Date(iso)));

/** Newest first; reloads itself every few seconds, so a mail sent by the app shows up without a click. */
export function inboxPage(messages: CaughtMailSummary[]): string {
  if (messages.length === 0) return page('Hộp thư thử nghiệm', '<p class="empty">Chưa có thư nào. Thư ứng dụng gửi sẽ hiện ở đây.</p>', { refresh: true });
  const rows = messages
    .map(
      (m) => `<li data-message-id="${escapeHtml(m.id)}"><a href="/messages/${encodeURIComponent(m.id)}">
  <span class="subject">${escapeHtml(m.subject || '(không có tiêu đề)')}</span><span class="meta">${shown(m.date)}</span>
  <span class="meta">Đến: ${escapeHtml(m.to.join(', '))}</span><span class="meta">Từ: ${escapeHtml(m.from)}</span>
</a></li>`,
    )
    .join('\n');
  return page(`Hộp thư thử nghiệm (${messages.length})`, `<ul class="messages">${rows}</ul>`, { refresh: true });
}

/** One message: its headers, its HTML body in a sandboxed frame (no scripts, no same origin) and its text. */
export function messagePage(mail: CaughtMail): string {
  const html = mail.html
    ? `<h2>Nội dung HTML</h2><iframe sandbox="" referrerpolicy="no-referrer" title="Nội dung HTML" src="/messages/${encodeURIComponent(mail.id)}/body.html"></iframe>`
    : '';
  return page(
    mail.subject || 'Thư',
    `<h1>${escapeHtml(mail.subject || '(không có tiêu đề)')}</h1>
<dl>
  <dt>Từ</dt><dd>${escapeHtml(mail.from)}</dd>
  <dt>Đến</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
  <dt>Ngày gửi</dt><dd>${shown(mail.date)}</dd>
  <dt>Message-ID</dt><dd>${escapeHtml(mail.messageId ?? '')}</dd>
</dl>
${html}
<h2>Nội dung văn bản</h2>
<pre>${escapeHtml(mail.text)}</pre>`,
  );
}

export function notFoundPage(): string {
  return page('Không tìm thấy thư', '<p class="empty">Không tìm thấy thư này. <a href="/">Về hộp thư</a></p>');
}
