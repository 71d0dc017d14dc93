import { Fragment } from 'react';
import { emailBreakParts } from '../../../components/ui/EmailText';
import { Icon, IconName } from '../../../components/ui/Icon';

/** The academy's published contact details (spec part 1 §2.9). */
export const CONTACT_DETAILS = {
  address: 'Tầng 5, 123 Nguyễn Văn Linh, Quận 7, TP. Hồ Chí Minh',
  email: 'hotro@hocvienmarketingthucchien.vn',
  phone: '0901 234 567',
  phoneHref: 'tel:+84901234567',
  website: 'https://hocvienmarketingthucchien.vn',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=123+Nguy%E1%BB%85n+V%C4%83n+Linh%2C+Qu%E1%BA%ADn+7%2C+TP.+H%E1%BB%93+Ch%C3%AD+Minh',
} as const;

interface InfoItem {
  icon: IconName;
  label: string;
  value: string;
  href?: string;
  external?: boolean;
  /** An address or a domain: it may wrap at "@" and dots only, never mid-word. */
  breakAtDots?: boolean;
}

const ITEMS: InfoItem[] = [
  { icon: 'mapPin', label: 'Địa chỉ', value: CONTACT_DETAILS.address },
  { icon: 'mail', label: 'Email', value: CONTACT_DETAILS.email, href: `mailto:${CONTACT_DETAILS.email}`, breakAtDots: true },
  { icon: 'phone', label: 'Điện thoại', value: CONTACT_DETAILS.phone, href: CONTACT_DETAILS.phoneHref },
  {
    icon: 'globe',
    label: 'Website',
    value: CONTACT_DETAILS.website.replace('https://', ''),
    href: CONTACT_DETAILS.website,
    external: true,
    breakAtDots: true,
  },
];

export function ContactInfo() {
  return (
    <ul className="contact-info">
      {ITEMS.map((item) => (
        <li key={item.label}>
          <span className="contact-info-icon">
            <Icon name={item.icon} size={20} />
          </span>
          <span>
            <span className="contact-info-label">{item.label}</span>
            {item.href ? (
              <a
                href={item.href}
                {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="contact-info-value"
              >
                {item.breakAtDots ? <WrappingAtDots text={item.value} /> : item.value}
              </a>
            ) : (
              <span className="contact-info-value">{item.value}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

function WrappingAtDots({ text }: { text: string }) {
  return emailBreakParts(text).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
