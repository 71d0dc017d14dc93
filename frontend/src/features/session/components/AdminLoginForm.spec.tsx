import { fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { sessionActions } from '../session.slice';
import { AdminLoginForm } from './AdminLoginForm';

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;

describe('AdminLoginForm', () => {
  it('validates before signing in and clears the error on typing', () => {
    const { types } = renderWithStore(<AdminLoginForm />);
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    expect(screen.getByTestId('admin-login-error').textContent).toBe('Vui lòng nhập email và mật khẩu.');

    fireEvent.change(field('email'), { target: { value: 'admin' } });
    expect(screen.queryByTestId('admin-login-error')).toBeNull();
    fireEvent.change(field('password'), { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    expect(screen.getByTestId('admin-login-error').textContent).toBe('Địa chỉ email không hợp lệ.');

    fireEvent.change(field('email'), { target: { value: 'admin@hocvien.vn' } });
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    expect(screen.getByTestId('admin-login-error').textContent).toBe('Mật khẩu phải có ít nhất 6 ký tự.');
    expect(types()).not.toContain(sessionActions.adminLoginSubmitted.type);
  });

  it('submits valid credentials and shows the busy state', () => {
    const { actions } = renderWithStore(<AdminLoginForm />);
    fireEvent.change(field('email'), { target: { value: 'admin@hocvien.vn' } });
    fireEvent.change(field('password'), { target: { value: 'matkhau123' } });
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    expect(actions.at(-1)).toEqual(sessionActions.adminLoginSubmitted({ email: 'admin@hocvien.vn', password: 'matkhau123' }));
    expect((screen.getByTestId('admin-login-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('admin-login-submit').textContent).toContain('Đang đăng nhập...');
  });
});
