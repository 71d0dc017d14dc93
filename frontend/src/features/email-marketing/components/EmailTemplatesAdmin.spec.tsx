import { ERROR_MESSAGES, SAMPLE_TEMPLATE_VALUES } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { remoteError } from '../../../lib/remote';
import { template } from '../email-marketing.fixture';
import { emailTemplatesActions } from '../email-templates.slice';
import { EmailTemplatesAdmin } from './EmailTemplatesAdmin';

function renderLoaded(rows = [template('b', { name: 'Mẹo học tập', subject: 'Mẹo cho {{name}}', variables: ['name', 'courseTitle'] }), template('a')]) {
  const view = renderWithStore(<EmailTemplatesAdmin />);
  act(() => {
    view.store.dispatch(emailTemplatesActions.received(rows));
  });
  return view;
}

const frame = () => screen.getByTestId('template-preview-frame') as HTMLIFrameElement;

describe('EmailTemplatesAdmin', () => {
  it('lists the templates as loaded (newest first) with their subject and the variables they use', () => {
    const { types } = renderLoaded();
    expect(types()).toContain(emailTemplatesActions.opened.type);
    const [first] = screen.getAllByTestId('template-row');
    expect(within(first!).getByTestId('template-name').textContent).toBe('Mẹo học tập');
    expect(within(first!).getByTestId('template-subject').textContent).toBe('Mẹo cho {{name}}');
    expect(within(first!).getByText('{{courseTitle}}')).toBeTruthy();
    expect(screen.getByTestId('templates-total').textContent).toBe('Tổng cộng 2 mẫu email');
  });

  it('previews as the admin types, in a sandboxed frame, with the sample values escaped', () => {
    renderLoaded();
    fireEvent.click(screen.getByTestId('template-create'));
    const body = screen.getByLabelText(/Nội dung \(HTML\)/) as HTMLTextAreaElement;
    fireEvent.change(body, { target: { value: '<p>Chào <b>{{name}}</b></p>' } });
    expect(frame().getAttribute('sandbox')).toBe('');
    expect(frame().getAttribute('srcdoc')).toContain(`<p>Chào <b>${SAMPLE_TEMPLATE_VALUES.name}</b></p>`);
    expect(screen.getByTestId('template-preview-subject').textContent).toBe(`Chào ${SAMPLE_TEMPLATE_VALUES.name},`);

    fireEvent.change(screen.getByTestId('template-sample-name'), { target: { value: '<img src=x onerror=alert(1)>' } });
    expect(frame().getAttribute('srcdoc')).toContain('<b>&lt;img src=x onerror=alert(1)&gt;</b>');
    expect(frame().getAttribute('srcdoc')).not.toContain('<img');
    // Nothing of the email reaches the page's own DOM.
    expect(document.querySelector('[data-testid="template-preview"] b')).toBeNull();
  });

  it('inserts a variable where the cursor is, in the field last typed in', () => {
    renderLoaded();
    fireEvent.click(screen.getByTestId('template-create'));
    const body = screen.getByLabelText(/Nội dung \(HTML\)/) as HTMLTextAreaElement;
    fireEvent.change(body, { target: { value: '<p>Khóa  đang chờ bạn</p>' } });
    fireEvent.focus(body);
    body.setSelectionRange(8, 8);
    fireEvent.click(screen.getByTestId('template-variable-courseTitle'));
    expect(body.value).toBe('<p>Khóa {{courseTitle}} đang chờ bạn</p>');
    expect(body.selectionStart).toBe(23);

    const subject = screen.getByLabelText(/Tiêu đề email/) as HTMLInputElement;
    fireEvent.focus(subject);
    subject.setSelectionRange(0, subject.value.length);
    expect(screen.getByText('Chèn biến vào tiêu đề:')).toBeTruthy();
    fireEvent.click(screen.getByTestId('template-variable-orderCode'));
    expect(subject.value).toBe('{{orderCode}}');
  });

  it('names an unknown variable instead of previewing, and sends nothing until it is fixed', () => {
    const { types, actions } = renderLoaded();
    fireEvent.click(screen.getByTestId('template-create'));
    fireEvent.change(screen.getByLabelText(/Tên mẫu/), { target: { value: 'Chào mừng' } });
    fireEvent.change(screen.getByLabelText(/Nội dung \(HTML\)/), { target: { value: '<p>Chào {{ten}}</p>' } });
    expect(screen.getByTestId('template-preview-problem').textContent).toContain('Biến không được hỗ trợ: {{ten}}');
    expect(screen.queryByTestId('template-preview-frame')).toBeNull();
    fireEvent.click(screen.getByTestId('template-submit'));
    expect(types()).not.toContain(emailTemplatesActions.editorSubmitted.type);
    expect(screen.getByTestId('template-error-body').textContent).toContain('{{ten}}');

    fireEvent.change(screen.getByLabelText(/Nội dung \(HTML\)/), { target: { value: '<p>Chào {{name}}</p>' } });
    fireEvent.click(screen.getByTestId('template-submit'));
    expect(actions.find((a) => a.type === emailTemplatesActions.editorSubmitted.type)?.payload).toEqual({ name: 'Chào mừng', subject: 'Chào {{name}},', body: '<p>Chào {{name}}</p>' });
  });

  it("asks 'Xác nhận Xóa' before deleting and shows the server's refusal of a template in use", () => {
    const { store, types } = renderLoaded();
    fireEvent.click(screen.getAllByTestId('template-delete')[0]!);
    const dialog = screen.getByTestId('template-delete-dialog');
    expect(within(dialog).getByText('Xác nhận Xóa')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('confirm-button'));
    expect(types()).toContain(emailTemplatesActions.deleteConfirmed.type);
    act(() => {
      store.dispatch(emailTemplatesActions.deleteFailed(remoteError(ERROR_MESSAGES.EMAIL_TEMPLATE_IN_USE, { code: 'EMAIL_TEMPLATE_IN_USE' })));
    });
    expect(screen.getByTestId('template-delete-error').textContent).toBe(ERROR_MESSAGES.EMAIL_TEMPLATE_IN_USE);
  });
});
