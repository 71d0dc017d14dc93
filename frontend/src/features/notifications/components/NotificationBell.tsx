import { Notification } from '@academy/contracts';
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { formatDateTime } from '../../../lib/format';
import { selectNotificationBadge, selectNotificationItems, selectNotifications, selectUnreadCount } from '../notifications.selectors';
import { notificationsActions } from '../notifications.slice';

/** The bell with the unread badge and the dropdown of the latest notifications (spec part 1 §3, §4, §9). */
export function NotificationBell({ className = '' }: { className?: string }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const state = useSelector(selectNotifications);
  const badge = useSelector(selectNotificationBadge);
  const unreadCount = useSelector(selectUnreadCount);
  const ref = useRef<HTMLDivElement>(null);
  const open = state.open;
  const openRef = useRef(open);
  openRef.current = open;
  const pathRef = useRef(location.pathname);

  // A new page closes the panel (a followed link, the back button).
  useEffect(() => {
    if (pathRef.current === location.pathname) return;
    pathRef.current = location.pathname;
    if (openRef.current) dispatch(notificationsActions.panelClosed());
  }, [location.pathname, dispatch]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) dispatch(notificationsActions.panelClosed());
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dispatch(notificationsActions.panelClosed());
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, dispatch]);

  if (!state.active) return null;

  const toggle = () => dispatch(open ? notificationsActions.panelClosed() : notificationsActions.panelOpened());
  const follow = (notification: Notification) => {
    dispatch(notificationsActions.itemClicked(notification));
    if (notification.link) navigate(notification.link);
  };

  return (
    <div className={`notif ${className}`} ref={ref}>
      <button
        type="button"
        className="icon-btn"
        aria-label={badge ? `Thông báo (${badge} chưa đọc)` : 'Thông báo'}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={toggle}
        data-testid="notification-bell"
      >
        <Icon name="bell" size={22} />
        {badge && (
          <span className="count-badge" data-testid="notification-badge">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <div className="notif-panel" role="dialog" aria-label="Thông báo" data-testid="notification-panel">
          <div className="notif-head">
            <strong>Thông báo</strong>
            <button
              type="button"
              className="link-btn"
              onClick={() => dispatch(notificationsActions.allMarkReadRequested())}
              disabled={unreadCount === 0 || state.markAll.status === 'loading'}
              data-testid="notifications-mark-all"
            >
              Đánh dấu tất cả đã đọc
            </button>
          </div>
          <NotificationList onFollow={follow} />
        </div>
      )}
    </div>
  );
}

function NotificationList({ onFollow }: { onFollow(notification: Notification): void }) {
  const { list } = useSelector(selectNotifications);
  const items = useSelector(selectNotificationItems);
  if (list.status === 'failed' && items.length === 0) {
    return (
      <p className="notif-state notif-error" data-testid="notifications-error">
        {list.error.message}
      </p>
    );
  }
  if (list.status !== 'succeeded' && items.length === 0) {
    return <p className="notif-state">Đang tải thông báo...</p>;
  }
  if (items.length === 0) {
    return (
      <p className="notif-state" data-testid="notifications-empty">
        Bạn chưa có thông báo nào.
      </p>
    );
  }
  return (
    <ul className="notif-list">
      {items.map((n) => (
        <li key={n._id}>
          <button
            type="button"
            className={n.isRead ? 'notif-item' : 'notif-item is-unread'}
            onClick={() => onFollow(n)}
            data-testid="notification-item"
            data-read={n.isRead}
          >
            <span className="notif-dot" aria-hidden="true" />
            <span className="notif-body">
              <span className="notif-title">{n.title}</span>
              <span className="notif-message">{n.message}</span>
              <span className="notif-time">{formatDateTime(n.createdAt)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
