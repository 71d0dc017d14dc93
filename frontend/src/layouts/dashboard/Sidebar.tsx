import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../components/ui/Icon';
import { MenuEntry, MenuGroup, MenuLink, activeMenuHref } from './dashboard-menu';

interface SidebarNavProps {
  menu: MenuEntry[];
  onNavigate?(): void;
}

function MenuItem({ entry, active, onNavigate }: { entry: MenuLink; active: boolean; onNavigate?(): void }) {
  return (
    <Link
      to={entry.to}
      className={active ? 'side-link is-active' : 'side-link'}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      <Icon name={entry.icon} size={18} />
      <span className="side-link-label">{entry.label}</span>
      {entry.badge ? (
        <span className="count-badge count-badge-inline" data-testid="menu-badge">
          {entry.badge}
        </span>
      ) : null}
    </Link>
  );
}

interface MenuSectionProps {
  group: MenuGroup;
  activeHref: string | null;
  onNavigate?(): void;
}

/** A collapsible group; it opens by itself when it holds the current page. */
function MenuSection({ group, activeHref, onNavigate }: MenuSectionProps) {
  const containsActive = group.children.some((child) => child.to === activeHref);
  const [open, setOpen] = useState(containsActive);
  useEffect(() => {
    if (containsActive) setOpen(true);
  }, [containsActive]);

  return (
    <div className={open ? 'side-group is-open' : 'side-group'}>
      <button
        type="button"
        className={containsActive ? 'side-link side-group-toggle has-active' : 'side-link side-group-toggle'}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name={group.icon} size={18} />
        <span className="side-link-label">{group.label}</span>
        <Icon name="chevronDown" size={16} className="side-chevron" />
      </button>
      {open && (
        <div className="side-children">
          {group.children.map((child) => (
            <MenuItem key={child.to} entry={child} active={child.to === activeHref} onNavigate={onNavigate} />
          ))}
        </div>
      )}
    </div>
  );
}

export function SidebarNav({ menu, onNavigate }: SidebarNavProps) {
  const location = useLocation();
  const activeHref = activeMenuHref(menu, location.pathname, location.search);
  return (
    <nav className="side-nav" aria-label="Menu bảng điều khiển">
      {menu.map((entry) =>
        entry.kind === 'group' ? (
          <MenuSection key={entry.label} group={entry} activeHref={activeHref} onNavigate={onNavigate} />
        ) : (
          <MenuItem key={entry.to} entry={entry} active={entry.to === activeHref} onNavigate={onNavigate} />
        ),
      )}
    </nav>
  );
}
