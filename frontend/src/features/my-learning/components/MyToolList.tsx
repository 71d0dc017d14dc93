import { LICENCE_MESSAGES, ToolLicence } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/Badge';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { Spinner } from '../../../components/ui/Spinner';
import { formatDate } from '../../../lib/format';
import { dataOf, errorOf, Remote } from '../../../lib/remote';

/** 'Trọn đời', or the last day of use. */
export function formatValidUntil(validUntil: string | null): string {
  return validUntil === null ? LICENCE_MESSAGES.lifetime : formatDate(validUntil);
}

function ToolLicenceCard({ licence }: { licence: ToolLicence }) {
  const active = licence.status === 'active';
  const name = licence.toolSlug ? <Link to={`/tools/${encodeURIComponent(licence.toolSlug)}`}>{licence.toolName}</Link> : licence.toolName;
  return (
    <li className={active ? 'card tool-licence' : 'card tool-licence is-expired'} data-testid="tool-licence" data-tool-id={licence.toolId}>
      <span className="tool-licence-media">
        {licence.thumbnailUrl ? <img src={licence.thumbnailUrl} alt="" loading="lazy" decoding="async" /> : <Icon name="tools" size={28} />}
      </span>
      <div className="tool-licence-body">
        <div className="tool-licence-head">
          <strong className="tool-licence-name" data-testid="tool-licence-name">
            {name}
          </strong>
          <Badge tone={active ? 'green' : 'red'} testId="tool-licence-status">
            {active ? LICENCE_MESSAGES.active : LICENCE_MESSAGES.expired}
          </Badge>
        </div>
        <dl className="tool-licence-facts">
          <div>
            <dt>{LICENCE_MESSAGES.plan}</dt>
            <dd data-testid="tool-licence-plan">{licence.planName}</dd>
          </div>
          <div>
            <dt>{LICENCE_MESSAGES.validUntil}</dt>
            <dd data-testid="tool-licence-valid-until">{formatValidUntil(licence.validUntil)}</dd>
          </div>
        </dl>
        <div className="tool-licence-delivery" data-testid="tool-licence-delivery">
          <span className="tool-licence-delivery-label">{LICENCE_MESSAGES.delivery}</span>
          <p>{licence.delivery ?? LICENCE_MESSAGES.expiredDelivery}</p>
        </div>
      </div>
    </li>
  );
}

interface MyToolListProps {
  tools: Remote<ToolLicence[]>;
  onRetry(): void;
}

/** "Phần mềm của tôi": each tool the learner bought, how long it runs and how it is delivered. */
export function MyToolList({ tools, onRetry }: MyToolListProps) {
  const list = dataOf(tools);
  const error = errorOf(tools);
  if (error && !list) return <LoadError message={error.message} onRetry={onRetry} testId="my-tools-error" variant="card" />;
  if (!list) {
    return (
      <div className="card table-state">
        <Spinner />
      </div>
    );
  }
  if (list.length === 0) {
    return (
      <div className="card my-learning-empty" data-testid="my-tools-empty">
        <Icon name="tools" size={32} />
        <p>{LICENCE_MESSAGES.empty}</p>
        <Link to="/tools" className="btn btn-secondary">
          {LICENCE_MESSAGES.browseTools}
        </Link>
      </div>
    );
  }
  return (
    <ul className="tool-licences" data-testid="my-tools">
      {list.map((licence) => (
        <ToolLicenceCard key={licence.toolId} licence={licence} />
      ))}
    </ul>
  );
}
