import { ToolSummary } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { formatFromPrice } from '../tool-format';

/** One tool of the catalogue: picture, name, what it does, and the cheapest plan. */
export function ToolCard({ tool }: { tool: ToolSummary }) {
  const price = formatFromPrice(tool.lowestPrice);
  return (
    <Link to={`/tools/${encodeURIComponent(tool.slug)}`} className="tool-card" data-testid="tool-card" data-tool-slug={tool.slug}>
      <span className="tool-card-media">
        {tool.thumbnailUrl ? <img src={tool.thumbnailUrl} alt="" loading="lazy" decoding="async" /> : <Icon name="tools" size={36} />}
      </span>
      <span className="tool-card-body">
        <strong className="tool-card-name" data-testid="tool-card-name">
          {tool.name}
        </strong>
        {tool.description && <span className="tool-card-text">{tool.description}</span>}
        <span className="tool-card-foot">
          <span className={price ? 'tool-card-price' : 'tool-card-price is-muted'} data-testid="tool-card-price">
            {price ?? 'Sắp mở bán'}
          </span>
          <span className="tool-card-more" aria-hidden="true">
            <Icon name="arrowRight" size={18} />
          </span>
        </span>
      </span>
    </Link>
  );
}
