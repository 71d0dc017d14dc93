import { ContactSubmission } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { contactSubmission as row } from '../../../../test/fixtures';
import { renderWithStore } from '../../../../test/render';
import { Page } from '../../../lib/paged-list';
import { contactActions, contactInbox } from '../contact.slice';
import { ContactInbox } from './ContactInbox';

/** Opens the inbox, then answers its request as the saga would. */
function renderInbox(page: Page<ContactSubmission>) {
  const view = renderWithStore(<ContactInbox />);
  act(() => {
    view.store.dispatch(contactInbox.actions.received(page));
  });
  return view;
}

describe('ContactInbox', () => {
  it('asks for the list when it opens and shows the loading text', () => {
    const { types } = renderWithStore(<ContactInbox />);
    expect(types()).toContain(contactInbox.actions.opened.type);
    expect(screen.getByTestId('contacts-loading').textContent).toBe('Đang tải dữ liệu...');
  });

  it('renders rows with Vietnamese status labels, an expandable message and pagination', () => {
    const long = 'Nội dung rất dài. '.repeat(20);
    renderInbox({
      rows: [row('a', { message: long, phone: '0901234567' }), row('b', { status: 'in_progress' })],
      currentPage: 1,
      totalPages: 3,
      totalItems: 25,
    });
    const rows = screen.getAllByTestId('contact-row');
    expect(rows).toHaveLength(2);
    // The status once per row, in spec part 1 §4's colours: new waits (yellow), in progress is processing (blue).
    const status = (r: HTMLElement) => within(r).getByTestId('contact-status-select') as HTMLSelectElement;
    expect([status(rows[0]).selectedOptions[0].textContent, status(rows[0]).dataset.tone]).toEqual(['Mới', 'yellow']);
    expect([status(rows[1]).selectedOptions[0].textContent, status(rows[1]).dataset.tone]).toEqual(['Đang xử lý', 'blue']);
    expect(within(rows[1]).getAllByText('Đang xử lý')).toHaveLength(1);
    expect(within(rows[0]).queryByTestId('contact-status-badge')).toBeNull();
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
      rows: [row('a')],
      currentPage: 1,
      totalPages: 1,
      totalItems: 1,
    });
    expect(screen.queryByTestId('pagination')).toBeNull();

    fireEvent.change(document.querySelector('[name="status-a"]')!, { target: { value: 'resolved' } });
    expect(actions).toContainEqual(contactActions.statusChangeRequested({ id: 'a', status: 'resolved', revision: 0 }));

    fireEvent.change(screen.getByTestId('contact-status-filter'), { target: { value: 'in_progress' } });
    expect(actions).toContainEqual(contactInbox.actions.filterChanged({ status: 'in_progress' }));
  });

  it('says so when there are no messages', () => {
    renderInbox({ rows: [], currentPage: 1, totalPages: 0, totalItems: 0 });
    expect(screen.getByTestId('contacts-empty').textContent).toBe('Chưa có tin nhắn liên hệ nào.');
  });
});
