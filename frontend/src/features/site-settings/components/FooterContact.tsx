import type { SiteSettings } from '@academy/contracts';
import { Icon } from '../../../components/ui/Icon';
import { businessRegistrationLine, formatPhone, SOCIAL_NETWORKS, telHref } from '../contact-format';

/** The footer's contact column: hotline, email, address and the social links the admin filled in. */
export function FooterContact({ settings }: { settings: SiteSettings }) {
  const socials = SOCIAL_NETWORKS.filter(({ field }) => settings[field] !== '');
  return (
    <div className="footer-contact" data-testid="footer-contact">
      <p className="footer-title">Liên hệ</p>
      <ul className="footer-contact-list">
        <li>
          <Icon name="phone" size={16} />
          <span>
            Hotline:{' '}
            <a href={telHref(settings.hotline)} data-testid="footer-hotline">
              {formatPhone(settings.hotline)}
            </a>
          </span>
        </li>
        <li>
          <Icon name="mail" size={16} />
          <a href={`mailto:${settings.email}`} className="footer-email" data-testid="footer-email">
            {settings.email}
          </a>
        </li>
        <li>
          <Icon name="mapPin" size={16} />
          <span data-testid="footer-address">{settings.address}</span>
        </li>
      </ul>
      {socials.length > 0 && (
        <ul className="footer-socials" aria-label="Mạng xã hội" data-testid="footer-socials">
          {socials.map(({ field, label }) => (
            <li key={field}>
              <a href={settings[field]} target="_blank" rel="noopener noreferrer" className="footer-social">
                {label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The company line under the footer: name, business code, issuing date and place. */
export function BusinessRegistration({ settings }: { settings: SiteSettings }) {
  return (
    <p className="footer-company" data-testid="footer-company">
      {businessRegistrationLine(settings)}
    </p>
  );
}
