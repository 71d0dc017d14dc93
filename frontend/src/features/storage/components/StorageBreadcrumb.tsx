import { Icon } from '../../../components/ui/Icon';
import { crumbsOf } from '../storage-paths';

interface StorageBreadcrumbProps {
  prefix: string;
  onOpenFolder(prefix: string): void;
}

/** Where the admin is: the root, then each folder down to the current one (the last is not a link). */
export function StorageBreadcrumb({ prefix, onOpenFolder }: StorageBreadcrumbProps) {
  const crumbs = [{ name: 'Kho tệp', prefix: '' }, ...crumbsOf(prefix)];
  return (
    <nav className="storage-breadcrumb" aria-label="Đường dẫn thư mục" data-testid="storage-breadcrumb">
      <ol>
        {crumbs.map((crumb, i) => {
          const current = i === crumbs.length - 1;
          return (
            <li key={crumb.prefix}>
              {i === 0 && <Icon name="home" size={16} />}
              {current ? (
                <span aria-current="page" className="cell-strong">
                  {crumb.name}
                </span>
              ) : (
                <button type="button" className="storage-crumb" onClick={() => onOpenFolder(crumb.prefix)}>
                  {crumb.name}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
