import { Fragment } from 'react';
import { emailBreakParts } from '../../../components/ui/EmailText';
import { Icon, IconName } from '../../../components/ui/Icon';

/**
 * The academy's contact details as the contact page shows them (spec part 1 §2.9). They come from
 * the academy's settings an admin edits (/admin/settings/site); the page passes them in, so this
 * feature knows nothing of where they are kept. The phone is already written for reading.
 */
export interface ContactDetails {
  address: string;
  email: string;
  phone: string;
  phoneHref: string;
  /** '' when the academy shows no website. */
  website: string;
}

interface InfoItem {
  icon: IconName;
  label: string;
  value: string;
  href?: string;
  external?: boolean;
  /** An address or a domain: it may wrap at "@" and dots only, never mid-word. */
  breakAtDots?: boolean;
}

function itemsOf(details: ContactDetails): InfoItem[] {
  const items: InfoItem[] = [
    { icon: 'mapPin', label: 'Địa chỉ', value: details.address },
    { icon: 'mail', label: 'Email', value: details.email, href: `mailto:${details.email}`, breakAtDots: true },
    { icon: 'phone', label: 'Điện thoại', value: details.phone, href: details.phoneHref },
  ];
  if (details.website) {
    items.push({ icon: 'globe', label: 'Website', value: details.website.replace(/^https:\/\//, '').replace(/\/$/, ''), href: details.website, external: true, breakAtDots: true });
  }
  return items;
}

export function ContactInfo({ details }: { details: ContactDetails }) {
  return (
    <ul className="contact-info" data-testid="contact-info">
      {itemsOf(details).map((item) => (
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
