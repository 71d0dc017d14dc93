import '../../../styles/marketing-pages.css';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import type { FeatureItem } from '../marketing-content';

/**
 * Cards with an icon, a title, a sentence and maybe a link to the page that says more. As many
 * columns as fit, or two (`columns={2}`) when an even handful would leave one card alone on its row.
 */
export function FeatureGrid({ items, columns, testId }: { items: readonly FeatureItem[]; columns?: 2; testId?: string }) {
  return (
    <ul className={columns === 2 ? 'mkt-features mkt-features-2' : 'mkt-features'} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className="mkt-feature">
          <span className="mkt-feature-icon">
            <Icon name={item.icon} size={22} />
          </span>
          <div>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
            {item.link && (
              <Link to={item.link.to} className="mkt-feature-link">
                {item.link.label}
                <Icon name="arrowRight" size={16} />
              </Link>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
