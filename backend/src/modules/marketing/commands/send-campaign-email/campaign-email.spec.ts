import { renderTemplate } from '@academy/contracts';
import { campaignEmail, CampaignEmailParts, taggedSubject } from './campaign-email';

const advertiser = { name: 'Học viện Marketing Thực Chiến', address: 'Tầng 5, 123 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh', hotline: '1900 1234', siteUrl: 'https://hocvien.example' };
const unsubscribeUrl = 'https://hocvien.example/api/marketing/unsubscribe?token=u1.abc.def&c=c1';
const parts = (over: Partial<CampaignEmailParts> = {}): CampaignEmailParts => ({
  key: 'mkt.abc',
  to: { name: 'Nguyễn Văn An', email: 'an@example.vn' },
  rendered: renderTemplate({ subject: 'Chào {{name}}', body: '<p>Xin chào <b>{{name}}</b></p>' }, { name: 'Nguyễn Văn An' }),
  advertiser,
  unsubscribeUrl,
  ...over,
});

describe('a marketing email as it leaves (Decree 91/2020, RFC 8058)', () => {
  it('tags the subject [QC] at its start, once', () => {
    expect(campaignEmail(parts()).subject).toBe('[QC] Chào Nguyễn Văn An');
    expect(taggedSubject('[QC] Ưu đãi')).toBe('[QC] Ưu đãi');
    expect(taggedSubject(' [adv] Sale')).toBe('[adv] Sale');
  });

  it('names the sender and says how to refuse at the end of both parts, with the one-click link', () => {
    const mail = campaignEmail(parts());
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Học viện Marketing Thực Chiến · Tầng 5, 123 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh · Hotline: 1900 1234');
      expect(part).toContain('Không muốn nhận email quảng cáo nữa?');
    }
    expect(mail.html).toContain(`<a href="${unsubscribeUrl.replace(/&/g, '&amp;')}" style="color:#2563eb">Hủy nhận email quảng cáo</a>`);
    expect(mail.text).toContain(unsubscribeUrl);
    expect(mail.text.indexOf('Xin chào')).toBeLessThan(mail.text.indexOf('Không muốn nhận'));
    expect(mail.listUnsubscribe).toEqual({ url: unsubscribeUrl });
    expect(campaignEmail(parts({ unsubscribeMailto: 'unsubscribe@hocvien.example' })).listUnsubscribe).toEqual({ url: unsubscribeUrl, mailto: 'unsubscribe@hocvien.example' });
  });

  it('puts the footer inside a whole HTML document the admin wrote', () => {
    const rendered = renderTemplate({ subject: 'Tin', body: '<html><body><p>Nội dung</p></body></html>' }, {});
    const { html } = campaignEmail(parts({ rendered }));
    expect(html.indexOf('Hủy nhận email quảng cáo')).toBeLessThan(html.indexOf('</body>'));
  });

  it('keeps a name with markup literal and a name with line breaks on one line', () => {
    const hostile = '<b>x</b>\r\nBcc: victim@example.vn';
    const rendered = renderTemplate({ subject: 'Chào {{name}}', body: '<p>{{name}}</p>' }, { name: hostile });
    const mail = campaignEmail(parts({ to: { name: hostile, email: 'x@example.vn' }, rendered }));
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.subject).toBe('[QC] Chào <b>x</b> Bcc: victim@example.vn');
    expect(mail.to).toEqual({ address: 'x@example.vn', name: '<b>x</b> Bcc: victim@example.vn' });
  });

  it('sends no empty display name', () => {
    expect(campaignEmail(parts({ to: { name: '', email: 'a@example.vn' } })).to).toEqual({ address: 'a@example.vn' });
  });

  it('carries the open-tracking image in the HTML part only, inside the document, and none when not given', () => {
    const openPixelUrl = 'https://hocvien.example/api/marketing/opens/o1.abc.def';
    const rendered = renderTemplate({ subject: 'Tin', body: '<html><body><p>Nội dung</p></body></html>' }, {});
    const mail = campaignEmail(parts({ rendered, openPixelUrl }));
    expect(mail.html).toContain(`<img src="${openPixelUrl}" width="1" height="1" alt=""`);
    expect(mail.html.indexOf(openPixelUrl)).toBeLessThan(mail.html.indexOf('</body>'));
    expect(mail.text).not.toContain(openPixelUrl);
    expect(campaignEmail(parts()).html).not.toContain('<img');
  });
});
