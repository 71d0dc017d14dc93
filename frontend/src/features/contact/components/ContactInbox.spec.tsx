import { ContactSubmission } from '@academy/contracts';
import { ListContactSubmissionsResponse } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { contactActions } from '../contact.slice';
import { ContactInbox } from './ContactInbox';

const row = (id: string, overrides: Partial<ContactSubmission> = {}): ContactSubmission => ({
  _id: id,
  name: `Khách ${id}`,
  email: `${id}@example.vn`,
  phone: '',
  message: 'Xin chào',
  status: 'new',
  createdAt: '2025-03-01T08:00:00.000Z',
  updatedAt: '2025-03-01T08:00:00.000Z',
  ...overrides,
});

/** Opens the inbox, then answers its request as the saga would. */
function renderInbox(response: ListContactSubmissionsResponse) {
  const view = renderWithStore(<ContactInbox />);
  act(() => {
    view.store.dispatch(contactActions.inboxReceived(response));
  });
  return view;
}

describe('ContactInbox', () => {
  it('asks for the list when it opens and shows the loading text', () => {
    const { types } = renderWithStore(<ContactInbox />);
    expect(types()).toContain(contactActions.inboxOpened.type);
    expect(screen.getByTestId('contacts-loading').textContent).toBe('Đang tải dữ liệu...');
  });

  it('renders rows with Vietnamese status labels, an expandable message and pagination', () => {
    const long = 'Nội dung rất dài. '.repeat(20);
    renderInbox({
      submissions: [row('a', { message: long, phone: '0901234567' }), row('b', { status: 'in_progress' })],
      pagination: { currentPage: 1, totalPages: 3, totalItems: 25, limit: 10 },
    });
    const rows = screen.getAllByTestId('contact-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('contact-status-badge').textContent).toBe('Mới');
    expect(within(rows[1]).getByTestId('contact-status-badge').textContent).toBe('Đang xử lý');
    expect(within(rows[0]).getByTestId('contact-phone').textContent).toBe('0901234567');

    const message = within(rows[0]).getByTestId('contact-message');
    expect(message.textContent?.endsWith('…')).toBe(true);
    fireEvent.click(within(rows[0]).getByTestId('contact-message-toggle'));
    expect(message.textContent).toBe(long);

    expect(screen.getByTestId('pagination')).toBeTruthy();
    expect(screen.getByTestId('pagination-page-3')).toBeTruthy();
  });

  it('dispatches a status change from the row select and a filter change from the toolbar', () => {
    const { actions } = renderInbox({
      submissions: [row('a')],
      pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 10 },
    });
    expect(screen.queryByTestId('pagination')).toBeNull();

    fireEvent.change(document.querySelector('[name="status-a"]')!, { target: { value: 'resolved' } });
    expect(actions).toContainEqual(contactActions.statusChangeRequested({ id: 'a', status: 'resolved' }));

    fireEvent.change(screen.getByTestId('contact-status-filter'), { target: { value: 'in_progress' } });
    expect(actions).toContainEqual(contactActions.inboxFilterChanged('in_progress'));
  });

  it('says so when there are no messages', () => {
    renderInbox({ submissions: [], pagination: { currentPage: 1, totalPages: 0, totalItems: 0, limit: 10 } });
    expect(screen.getByTestId('contacts-empty').textContent).toBe('Chưa có tin nhắn liên hệ nào.');
  });
});
