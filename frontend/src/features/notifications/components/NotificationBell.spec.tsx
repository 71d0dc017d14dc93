import { Notification } from '@academy/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { remote } from '../../../lib/remote';
import { initialNotificationsState, notificationsActions } from '../notifications.slice';

const listOf = (notifications: Notification[], unreadCount: number) =>
  remote.succeeded({ notifications, unreadCount, pagination: { currentPage: 1, totalPages: 2, totalItems: notifications.length, limit: 10 } });
import { NotificationBell } from './NotificationBell';

const items: Notification[] = Array.from({ length: 12 }, (_, i) => ({
  _id: `n${i}`,
  kind: 'system',
  title: `Thông báo số ${i}`,
  message: 'Chúc mừng bạn đã được nâng cấp.',
  link: i === 0 ? '/profile' : null,
  isRead: false,
  createdAt: '2025-06-01T08:00:00.000Z',
}));

describe('NotificationBell', () => {
  it('is hidden while signed out', () => {
    renderWithStore(<NotificationBell />);
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });

  it('shows "9+" above nine, opens the list and marks all read', () => {
    const { actions } = renderWithStore(<NotificationBell />, {
      state: { notifications: { ...initialNotificationsState, active: true, list: listOf(items, 12) } },
    });
    expect(screen.getByTestId('notification-badge').textContent).toBe('9+');
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect(actions.at(-1)).toEqual(notificationsActions.panelOpened());
    expect(screen.getAllByTestId('notification-item')).toHaveLength(12);
    fireEvent.click(screen.getByTestId('notifications-mark-all'));
    expect(actions.at(-1)).toEqual(notificationsActions.allMarkReadRequested());
  });

  it('follows a notification and marks it read', () => {
    const { actions } = renderWithStore(<NotificationBell />, {
      state: { notifications: { ...initialNotificationsState, active: true, list: listOf(items.slice(0, 3), 3), open: true } },
    });
    expect(screen.getByTestId('notification-badge').textContent).toBe('3');
    fireEvent.click(screen.getAllByTestId('notification-item')[0]);
    expect(actions).toContainEqual(notificationsActions.itemClicked(items[0]));
  });

  it('says so when there is nothing to show', () => {
    renderWithStore(<NotificationBell />, {
      state: { notifications: { ...initialNotificationsState, active: true, list: listOf([], 0), open: true } },
    });
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.getByTestId('notifications-empty').textContent).toBe('Bạn chưa có thông báo nào.');
  });
});
