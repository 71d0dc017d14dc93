import type { MailMessage } from '../../../../platform/mail/mailer.port';
import type { CommercePublicEvent } from '../../commerce.public-events';
import type { BuyerContact } from '../../read-models/buyer-contacts/buyer-contacts.read-model';

export type PaidSale = Extract<CommercePublicEvent, { type: 'OrderPaid' }>['data'];
type SaleItem = PaidSale['items'][number];

/*
 * The receipt as the buyer reads it: Vietnamese, money in VND as vi-VN writes it, the time in
 * Vietnam's time zone whatever the server's. Pure: the same sale always gives the same message.
 */

const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
const dateTime = new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' });

export const formatVnd = (amount: number) => vnd.format(amount);
export const formatPaidAt = (iso: string) => dateTime.format(new Date(iso));

const PAYMENT_METHODS: Record<string, string> = { bank_transfer: 'Chuyển khoản ngân hàng', free: 'Miễn phí', wallet: 'Ví tài khoản' };
const ACADEMY = 'Học viện Marketing Thực Chiến';

/** The same key for every delivery of one order's receipt, so a resend carries the same Message-ID. */
export const receiptKey = (orderId: string) => `receipt.${orderId.replace(/[^A-Za-z0-9._-]/g, '_')}`;

function itemLine(item: SaleItem): { label: string; kind: string; price: string } {
  return item.kind === 'course'
    ? { label: item.title, kind: 'Khóa học', price: formatVnd(item.unitPrice) }
    : { label: item.name, kind: 'Công cụ', price: formatVnd(item.unitPrice) };
}

interface ReceiptLines {
  items: Array<{ label: string; kind: string; price: string }>;
  totals: Array<[label: string, value: string]>;
  facts: Array<[label: string, value: string]>;
}

function linesOf(sale: PaidSale): ReceiptLines {
  const totals: Array<[string, string]> = [['Tạm tính', formatVnd(sale.subtotal)]];
  if (sale.discount) totals.push([`Giảm giá (${sale.discount.code})`, `-${formatVnd(sale.discount.amount)}`]);
  totals.push(['Tổng cộng', formatVnd(sale.totalAmount)]);
  return {
    items: sale.items.map(itemLine),
    totals,
    facts: [
      ['Mã đơn hàng', sale.memoCode],
      ['Thời gian thanh toán', formatPaidAt(sale.paidAt)],
      ['Phương thức thanh toán', PAYMENT_METHODS[sale.paymentMethod] ?? sale.paymentMethod],
    ],
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function textOf(buyer: BuyerContact, lines: ReceiptLines, link: string): string {
  return [
    buyer.name ? `Xin chào ${buyer.name},` : 'Xin chào,',
    '',
    `Cảm ơn bạn đã mua hàng tại ${ACADEMY}. Đơn hàng của bạn đã được thanh toán thành công.`,
    '',
    ...lines.facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'Sản phẩm:',
    ...lines.items.map((item) => `- ${item.label} (${item.kind}): ${item.price}`),
    '',
    ...lines.totals.map(([label, value]) => `${label}: ${value}`),
    '',
    `Vào học ngay: ${link}`,
    '',
    'Trân trọng,',
    ACADEMY,
  ].join('\n');
}

function htmlOf(buyer: BuyerContact, lines: ReceiptLines, link: string): string {
  const cell = 'padding:8px;border-bottom:1px solid #e5e7eb';
  const facts = lines.facts.map(([label, value]) => `<tr><td style="padding:4px 8px;color:#6b7280">${escapeHtml(label)}</td><td style="padding:4px 8px"><strong>${escapeHtml(value)}</strong></td></tr>`).join('');
  const items = lines.items
    .map((item) => `<tr><td style="${cell}">${escapeHtml(item.label)}<br><span style="color:#6b7280;font-size:13px">${escapeHtml(item.kind)}</span></td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(item.price)}</td></tr>`)
    .join('');
  const totals = lines.totals
    .map(([label, value], i, all) => {
      const last = i === all.length - 1;
      return `<tr><td style="padding:6px 8px;text-align:right${last ? ';font-weight:700' : ''}">${escapeHtml(label)}</td><td style="padding:6px 8px;text-align:right;white-space:nowrap${last ? ';font-weight:700;color:#b91c1c' : ''}">${escapeHtml(value)}</td></tr>`;
    })
    .join('');
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:600px;margin:0 auto;padding:24px 12px">
<div style="background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">Thanh toán thành công</h1>
<p>${escapeHtml(buyer.name ? `Xin chào ${buyer.name},` : 'Xin chào,')}</p>
<p>Cảm ơn bạn đã mua hàng tại ${ACADEMY}. Đơn hàng của bạn đã được thanh toán thành công.</p>
<table role="presentation" style="border-collapse:collapse;margin:12px 0">${facts}</table>
<table role="presentation" style="border-collapse:collapse;width:100%;margin:12px 0">${items}</table>
<table role="presentation" style="border-collapse:collapse;width:100%">${totals}</table>
<p style="text-align:center;margin:24px 0"><a href="${escapeHtml(link)}" style="background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block">Vào học ngay</a></p>
<p style="color:#6b7280;font-size:13px">Trân trọng,<br>${ACADEMY}</p>
</div></div></body></html>`;
}

/** The receipt of a paid order for its buyer; `webUrl` is where the academy is reached (PUBLIC_WEB_URL). */
export function receiptEmail(sale: PaidSale, buyer: BuyerContact, webUrl: string): MailMessage {
  const link = `${webUrl.replace(/\/+$/, '')}/my-courses`;
  const lines = linesOf(sale);
  return {
    key: receiptKey(sale.orderId),
    to: { address: buyer.email, name: buyer.name || undefined },
    subject: `Biên nhận thanh toán đơn hàng ${sale.memoCode}`,
    text: textOf(buyer, lines, link),
    html: htmlOf(buyer, lines, link),
  };
}
