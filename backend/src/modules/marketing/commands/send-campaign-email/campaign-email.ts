import { escapeHtml, type RenderedEmail } from '@academy/contracts';
import type { MailMessage } from '../../../../platform/mail/mailer.port';

/** Who advertises: every marketing email names them (Decree 91/2020 forbids hiding the sender). */
export interface Advertiser {
  name: string;
  address: string;
  hotline: string;
  siteUrl: string;
}

export interface CampaignEmailParts {
  /** The mail's stable key (the same for a send and its retries). */
  key: string;
  to: { name: string; email: string };
  /** The admin's template with the person's values filled in (`renderTemplate`). */
  rendered: RenderedEmail;
  advertiser: Advertiser;
  unsubscribeUrl: string;
  unsubscribeMailto?: string;
  /** The email's open-tracking image (`/api/marketing/opens/<signed token>`): counts opens, approximately. */
  openPixelUrl?: string;
}

/**
 * Decree 91/2020 (art. 15): an advertising message carries the tag [QC] (or [ADV]) at its start;
 * for an email, the start of its subject. An admin who wrote it already is not made to repeat it.
 */
export const AD_TAG = '[QC]';
const TAGGED = /^\s*\[(QC|ADV|AD)\]/i;

export const taggedSubject = (subject: string) => (TAGGED.test(subject) ? subject.trim() : `${AD_TAG} ${subject}`.trim());

/** A display name on one line: no control character can start a header of its own. */
const displayName = (name: string) => name.replace(/[\u0000-\u001F\u007F\u2028\u2029]+/g, ' ').trim().slice(0, 120);

/**
 * Decree 91/2020 (art. 16): the way to refuse stands at the end of every advertising email, clearly,
 * with how to do it; and the sender is named. The same lines in the HTML and the text part.
 */
function footerLines({ advertiser, unsubscribeUrl }: Pick<CampaignEmailParts, 'advertiser' | 'unsubscribeUrl'>) {
  return {
    why: `Bạn nhận được email này vì đã đăng ký tài khoản tại ${advertiser.name} và chưa từ chối nhận email quảng cáo.`,
    refuse: 'Không muốn nhận email quảng cáo nữa? Bấm "Hủy nhận email quảng cáo" (một lần bấm là đủ, không cần đăng nhập):',
    unsubscribeUrl,
    sender: `${advertiser.name} · ${advertiser.address} · Hotline: ${advertiser.hotline} · ${advertiser.siteUrl}`,
  };
}

function footerHtml(parts: Pick<CampaignEmailParts, 'advertiser' | 'unsubscribeUrl' | 'openPixelUrl'>): string {
  const lines = footerLines(parts);
  const small = 'font-size:12px;line-height:1.5;color:#6b7280;margin:4px 0';
  return `<div style="margin-top:24px;padding-top:12px;border-top:1px solid #e5e7eb;font-family:Arial,Helvetica,sans-serif">
<p style="${small}">${escapeHtml(lines.why)}</p>
<p style="${small}">${escapeHtml(lines.refuse.replace(/:$/, '.'))} <a href="${escapeHtml(lines.unsubscribeUrl)}" style="color:#2563eb">Hủy nhận email quảng cáo</a></p>
<p style="${small}">${escapeHtml(lines.sender)}</p>${parts.openPixelUrl ? `\n${openPixel(parts.openPixelUrl)}` : ''}
</div>`;
}

/** The open-tracking image: 1×1, transparent, no text for a reader that shows the alt instead. */
const openPixel = (url: string) =>
  `<img src="${escapeHtml(url)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0;margin:0;padding:0" />`;

function footerText(parts: Pick<CampaignEmailParts, 'advertiser' | 'unsubscribeUrl'>): string {
  const lines = footerLines(parts);
  return ['--', lines.why, `${lines.refuse} ${lines.unsubscribeUrl}`, lines.sender].join('\n');
}

/** The footer goes inside the body when the template wrote a whole document, else after it. */
function withFooter(html: string, footer: string): string {
  const end = html.search(/<\/body\s*>/i);
  return end === -1 ? `${html}\n${footer}` : `${html.slice(0, end)}${footer}\n${html.slice(end)}`;
}

/**
 * The marketing email as it leaves: the template's content, the [QC] tag, the sender and the way to
 * refuse in both parts, and List-Unsubscribe with one-click (RFC 8058). Pure.
 */
export function campaignEmail(parts: CampaignEmailParts): MailMessage {
  const name = displayName(parts.to.name);
  return {
    key: parts.key,
    to: { address: parts.to.email, ...(name && { name }) },
    subject: taggedSubject(parts.rendered.subject),
    html: withFooter(parts.rendered.html, footerHtml(parts)),
    text: `${parts.rendered.text}\n\n${footerText(parts)}`,
    listUnsubscribe: { url: parts.unsubscribeUrl, ...(parts.unsubscribeMailto && { mailto: parts.unsubscribeMailto }) },
  };
}
