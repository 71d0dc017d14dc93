import { Popup, POPUP_MESSAGES, SITE_CONTENT_ERRORS } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { popupActions } from '../popup.slice';
import { PopupAdmin } from './PopupAdmin';

const popup = (id: string, isActive: boolean): Popup => ({
  _id: id,
  title: `Ưu đãi ${id}`,
  imageUrl: `/files/public/site-content/popups/${id}/popup-ab-1200.webp`,
  link: 'https://khoahoc.vn/uu-dai',
  isActive,
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
  revision: 3,
});

function listed(rows: Popup[]) {
  const view = renderWithStore(<PopupAdmin />);
  act(() => {
    view.store.dispatch(popupActions.listReceived(rows));
  });
  return view;
}

describe('/admin/popup', () => {
  it('lists the popups with the active one named, and asks for the state wanted from a switch', () => {
    const view = listed([popup('p2', false), popup('p1', true)]);
    expect(view.types()).toContain(popupActions.adminOpened.type);
    expect(screen.getByTestId('popups-summary').textContent).toBe('Đang hiển thị: Ưu đãi p1');
    const rows = screen.getAllByTestId('popup-row');
    expect(rows.map((row) => row.getAttribute('data-title'))).toEqual(['Ưu đãi p2', 'Ưu đãi p1']);
    fireEvent.click(within(rows[0]).getByTestId('popup-toggle'));
    expect(view.actions).toContainEqual(popupActions.toggleRequested({ popup: popup('p2', false), isActive: true }));
  });

  it('refuses a new popup without a picture or with a link that is not http(s), in Vietnamese, sending nothing', () => {
    const view = listed([]);
    expect(screen.getByTestId('popups-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('popup-create'));
    fireEvent.change(screen.getByLabelText(/Tiêu đề/), { target: { value: 'Ưu đãi' } });
    fireEvent.change(screen.getByLabelText(/Liên kết/), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByTestId('popup-submit'));
    expect(screen.getByTestId('popup-image-error').textContent).toBe(SITE_CONTENT_ERRORS.POPUP_IMAGE_REQUIRED);
    expect(screen.getByTestId('popup-error-link').textContent).toBe(POPUP_MESSAGES.linkInvalid);
    expect(view.types()).not.toContain(popupActions.editorSubmitted.type);
  });

  it('sends the form with the picked picture', () => {
    const view = listed([]);
    fireEvent.click(screen.getByTestId('popup-create'));
    fireEvent.change(screen.getByLabelText(/Tiêu đề/), { target: { value: '  Giảm 50%  ' } });
    fireEvent.change(screen.getByLabelText(/Liên kết/), { target: { value: 'https://khoahoc.vn/giam-gia' } });
    fireEvent.change(screen.getByTestId('popup-image-input'), { target: { files: [new File(['png'], 'anh.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByTestId('popup-active-input'));
    fireEvent.click(screen.getByTestId('popup-submit'));
    const submitted = view.actions.find((a) => a.type === popupActions.editorSubmitted.type) as ReturnType<typeof popupActions.editorSubmitted>;
    expect(submitted.payload).toEqual({ form: { title: 'Giảm 50%', link: 'https://khoahoc.vn/giam-gia', isActive: true }, imageKey: expect.any(String) });
  });

  it('asks before deleting', () => {
    const view = listed([popup('p1', true)]);
    fireEvent.click(screen.getByTestId('popup-delete'));
    const dialog = screen.getByTestId('popup-delete-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Xác nhận Xóa');
    fireEvent.click(within(dialog).getByTestId('confirm-button'));
    expect(view.types()).toContain(popupActions.deleteConfirmed.type);
  });
});
