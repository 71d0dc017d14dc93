import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { remoteError } from '../../../lib/remote';
import { contactActions } from '../contact.slice';
import { ContactForm } from './ContactForm';

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;

describe('ContactForm', () => {
  it('shows the Vietnamese message under each invalid field and sends nothing', () => {
    const { types } = renderWithStore(<ContactForm />);
    fireEvent.click(screen.getByTestId('contact-submit'));

    expect(screen.getByTestId('contact-error-name').textContent).toBe('Vui lòng nhập họ và tên.');
    expect(screen.getByTestId('contact-error-email').textContent).toBe('Vui lòng nhập email.');
    expect(screen.getByTestId('contact-error-message').textContent).toBe('Vui lòng nhập nội dung tin nhắn.');
    expect(screen.queryByTestId('contact-error-phone')).toBeNull();
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('name'));
    expect(types()).not.toContain(contactActions.messageSubmitted.type);
  });

  it('clears a field error as soon as that field is typed in', () => {
    renderWithStore(<ContactForm />);
    fireEvent.click(screen.getByTestId('contact-submit'));
    fireEvent.change(input('name'), { target: { value: 'A' } });
    expect(screen.queryByTestId('contact-error-name')).toBeNull();
    expect(screen.getByTestId('contact-error-email')).toBeTruthy();
  });

  it('flags a bad email and phone', () => {
    renderWithStore(<ContactForm />);
    fireEvent.change(input('name'), { target: { value: 'An' } });
    fireEvent.change(input('email'), { target: { value: 'an@' } });
    fireEvent.change(input('phone'), { target: { value: '123' } });
    fireEvent.change(input('message'), { target: { value: 'Chào' } });
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(screen.getByTestId('contact-error-email').textContent).toBe('Địa chỉ email không hợp lệ.');
    expect(screen.getByTestId('contact-error-phone').textContent).toBe('Số điện thoại không hợp lệ.');
  });

  it('submits the parsed request, disables the button while sending, then confirms in place until asked for another', () => {
    const { actions, store } = renderWithStore(<ContactForm />);
    fireEvent.change(input('name'), { target: { value: ' Nguyễn Văn An ' } });
    fireEvent.change(input('email'), { target: { value: 'an@example.vn' } });
    fireEvent.change(input('message'), { target: { value: 'Tôi cần tư vấn khóa học.' } });
    fireEvent.click(screen.getByTestId('contact-submit'));

    expect(actions.at(-1)).toEqual(
      contactActions.messageSubmitted({ name: 'Nguyễn Văn An', email: 'an@example.vn', phone: '', message: 'Tôi cần tư vấn khóa học.' }),
    );
    const button = screen.getByTestId('contact-submit') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain('Đang gửi...');

    act(() => {
      store.dispatch(contactActions.messageSent({ message: 'Cảm ơn bạn đã liên hệ!', id: 'c1' }));
    });
    // The confirmation stays (no timer) where the form was.
    expect(screen.queryByTestId('contact-form')).toBeNull();
    expect(screen.getByTestId('contact-sent').getAttribute('role')).toBe('status');
    expect(screen.getByTestId('contact-sent-message').textContent).toContain('Cảm ơn bạn đã liên hệ!');

    fireEvent.click(screen.getByTestId('contact-send-another'));
    expect(actions.at(-1)).toEqual(contactActions.anotherMessageStarted());
    expect(screen.queryByTestId('contact-sent')).toBeNull();
    expect(input('name').value).toBe('');
    expect(input('message').value).toBe('');
    expect((screen.getByTestId('contact-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says a failure without field errors once, in the form', () => {
    const { store } = renderWithStore(<ContactForm />);
    act(() => {
      store.dispatch(contactActions.messageFailed(remoteError('Gửi tin nhắn thất bại.')));
    });
    expect(screen.getByTestId('contact-send-error').textContent).toBe('Gửi tin nhắn thất bại.');
  });

  it('shows field errors that came back from the server', () => {
    const { store } = renderWithStore(<ContactForm />);
    act(() => {
      store.dispatch(contactActions.messageFailed(remoteError('Dữ liệu không hợp lệ.', { fields: { phone: 'Số điện thoại không hợp lệ.', uid: 'x' } })));
    });
    expect(screen.getByTestId('contact-error-phone').textContent).toBe('Số điện thoại không hợp lệ.');
    fireEvent.change(input('phone'), { target: { value: '0901' } });
    expect(screen.queryByTestId('contact-error-phone')).toBeNull();
  });
});
