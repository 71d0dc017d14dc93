import { Icon } from '../../components/ui/Icon';
import { EXTERNAL_LINKS } from './nav-links';

export function ExternalLinks({ className = 'external-links' }: { className?: string }) {
  return (
    <ul className={className}>
      {EXTERNAL_LINKS.map((item) => (
        <li key={item.href}>
          <a href={item.href} target="_blank" rel="noopener noreferrer" data-testid="external-link">
            {item.label}
            <Icon name="external" size={12} />
          </a>
        </li>
      ))}
    </ul>
  );
}
