import { escapeHtml, MARKETING_ERRORS } from '@academy/contracts';

/*
 * The pages an unsubscribe link opens: plain HTML from the API, no script, so they work in any
 * browser and mail client, whatever the web app's state. Vietnamese, as the emails are.
 */

export interface PageContext {
  /** The advertiser's name: the academy profile saved in /admin/settings/site, MARKETING_SENDER_NAME until there is one. */
  sender: string;
  hotline: string;
  siteUrl: string;
}

const when = new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' });

/** "lúc 10:05 ngày 10/03/2027", in Vietnam's time. */
export function receivedAt(at: Date): string {
  const parts = Object.fromEntries(when.formatToParts(at).map((part) => [part.type, part.value]));
  return `lúc ${parts.hour}:${parts.minute} ngày ${parts.day}/${parts.month}/${parts.year}`;
}

function page(context: PageContext, title: string, body: string): string {
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} – ${escapeHtml(context.sender)}</title>
<style>
  body { margin: 0; background: #f3f4f6; color: #1f2937; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; }
  main { max-width: 520px; margin: 48px auto; padding: 0 16px; }
  .card { background: #fff; border-radius: 12px; padding: 28px 24px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  .brand { font-size: 14px; font-weight: 600; color: #2563eb; margin: 0 0 12px; }
  h1 { font-size: 22px; line-height: 1.3; margin: 0 0 12px; }
  p { line-height: 1.6; margin: 0 0 12px; }
  .muted { color: #6b7280; font-size: 14px; }
  button { font: inherit; font-weight: 600; color: #fff; background: #dc2626; border: 0; border-radius: 8px; padding: 12px 20px; cursor: pointer; width: 100%; }
  button:focus-visible { outline: 3px solid #fca5a5; outline-offset: 2px; }
  a { color: #2563eb; }
  @media (min-width: 480px) { button { width: auto; } }
</style></head>
<body><main><div class="card">
<p class="brand">${escapeHtml(context.sender)}</p>
<h1>${escapeHtml(title)}</h1>
${body}
</div>
<p class="muted" style="text-align:center;margin-top:16px"><a href="${escapeHtml(context.siteUrl)}">Về trang chủ</a> · Hotline: ${escapeHtml(context.hotline)}</p>
</main></body></html>`;
}

/** The link opened: a button to confirm (a mail scanner that follows links unsubscribes nobody). */
export function confirmPage(context: PageContext, actionUrl: string): string {
  return page(
    context,
    'Hủy nhận email quảng cáo',
    `<p>Bạn sẽ không nhận email quảng cáo (khuyến mãi, giới thiệu khóa học) từ ${escapeHtml(context.sender)} nữa.</p>
<p class="muted">Email về tài khoản và đơn hàng của bạn, như biên nhận thanh toán, vẫn được gửi.</p>
<form method="post" action="${escapeHtml(actionUrl)}"><button type="submit">Xác nhận hủy nhận email</button></form>`,
  );
}

export function alreadyPage(context: PageContext): string {
  return page(
    context,
    'Bạn đã hủy nhận email quảng cáo',
    `<p>Địa chỉ email này đã hủy nhận email quảng cáo từ ${escapeHtml(context.sender)} trước đó. Chúng tôi không gửi email quảng cáo cho bạn nữa.</p>`,
  );
}

/** Decree 91/2020 (art. 16): the confirmation says the request was received, and when. */
export function donePage(context: PageContext, at: Date): string {
  return page(
    context,
    'Đã hủy nhận email quảng cáo',
    `<p>Chúng tôi đã nhận yêu cầu hủy nhận email quảng cáo của bạn ${escapeHtml(receivedAt(at))} và ngừng gửi email quảng cáo cho bạn từ thời điểm này.</p>
<p class="muted">Nếu đổi ý, hãy liên hệ hotline ${escapeHtml(context.hotline)} để đăng ký nhận lại.</p>`,
  );
}

export function invalidPage(context: PageContext): string {
  return page(
    context,
    'Liên kết không hợp lệ',
    `<p>${escapeHtml(MARKETING_ERRORS.UNSUBSCRIBE_LINK_INVALID)}</p>
<p class="muted">Hãy mở lại liên kết "Hủy nhận email quảng cáo" ở cuối email bạn nhận được, hoặc liên hệ hotline ${escapeHtml(context.hotline)} để được hỗ trợ.</p>`,
  );
}

export function unavailablePage(context: PageContext): string {
  return page(context, 'Chưa thể xử lý yêu cầu', '<p>Hệ thống đang bận nên chưa ghi nhận được yêu cầu của bạn. Vui lòng thử lại sau ít phút.</p>');
}
