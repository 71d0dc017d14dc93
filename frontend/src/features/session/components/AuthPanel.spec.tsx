import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { remoteError } from '../../../lib/remote';
import { initialSessionState, sessionActions } from '../session.slice';
import { AuthModal } from './AuthModal';
import { AuthPanel } from './AuthPanel';

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const ready = { session: { ...initialSessionState, boot: 'ready' as const } };

describe('AuthPanel', () => {
  it('shows the spec texts for an empty form and clears them as the user types', () => {
    const { types } = renderWithStore(<AuthPanel />, { state: ready });
    fireEvent.click(screen.getByTestId('auth-submit'));
    expect(screen.getByTestId('auth-error').textContent).toBe('Vui lòng nhập email và mật khẩu.');

    type('email', 'sai-email');
    expect(screen.queryByTestId('auth-error')).toBeNull();
    type('password', '123');
    fireEvent.click(screen.getByTestId('auth-submit'));
    expect(screen.getByTestId('auth-error-email').textContent).toBe('Địa chỉ email không hợp lệ.');
    expect(screen.getByTestId('auth-error-password').textContent).toBe('Mật khẩu phải có ít nhất 6 ký tự.');

    type('email', 'an@hocvien.vn');
    expect(screen.queryByTestId('auth-error-email')).toBeNull();
    expect(screen.getByTestId('auth-error-password')).toBeTruthy();
    expect(types()).not.toContain(sessionActions.signInSubmitted.type);
  });

  it('names every missing sign-up field on the first submit, not the second', () => {
    const { types } = renderWithStore(<AuthPanel />, { state: ready });
    fireEvent.click(screen.getByTestId('auth-toggle'));
    fireEvent.click(screen.getByTestId('auth-submit'));
    expect(screen.getByTestId('auth-error').textContent).toBe('Vui lòng nhập email và mật khẩu.');
    expect(screen.getByTestId('auth-error-name').textContent).toBe('Vui lòng nhập tên của bạn.');
    expect(screen.getByTestId('auth-error-phoneNumber').textContent).toBe('Số điện thoại là bắt buộc để đăng ký.');
    expect(document.activeElement).toBe(field('name'));
    expect(types()).not.toContain(sessionActions.signUpSubmitted.type);
  });

  it('shows the server field errors of a refused sign-up until that field is typed in', () => {
    const { store } = renderWithStore(<AuthPanel />, { state: ready });
    fireEvent.click(screen.getByTestId('auth-toggle'));
    act(() => {
      store.dispatch(sessionActions.signUpSubmitted({ email: 'a@b.vn', password: 'secret1', name: 'An', phoneNumber: '0901234567', acceptTerms: true }));
      store.dispatch(
        sessionActions.signUpFailed(remoteError('Email này đã được sử dụng.', { code: 'EMAIL_ALREADY_REGISTERED', fields: { email: 'Email này đã được sử dụng.' } })),
      );
    });
    expect(screen.getByTestId('auth-error-email').textContent).toBe('Email này đã được sử dụng.');
    expect(screen.getByTestId('auth-error').textContent).toBe('Email này đã được sử dụng.');
    type('email', 'khac@b.vn');
    expect(screen.queryByTestId('auth-error-email')).toBeNull();
    expect(screen.queryByTestId('auth-error')).toBeNull();
  });

  it('signs in with valid credentials and shows the busy state', () => {
    const { actions } = renderWithStore(<AuthPanel />, { state: ready });
    type('email', 'an@hocvien.vn');
    type('password', 'matkhau123');
    fireEvent.click(screen.getByTestId('auth-submit'));
    expect(actions.at(-1)).toEqual(sessionActions.signInSubmitted({ email: 'an@hocvien.vn', password: 'matkhau123' }));
    expect((screen.getByTestId('auth-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('auth-submit').textContent).toContain('Đang đăng nhập...');
  });

  it('toggles to sign-up, which requires name, matching passwords and a phone number', () => {
    const { actions } = renderWithStore(<AuthPanel />, { state: ready });
    fireEvent.click(screen.getByTestId('auth-toggle'));
    expect(screen.getByTestId('auth-panel').getAttribute('data-mode')).toBe('register');
    expect(screen.getByLabelText(/Số điện thoại/).closest('.field')?.textContent).toContain('*');
    expect(screen.getByLabelText(/Tuổi/).closest('.field')?.textContent).toContain('(không bắt buộc)');

    type('email', 'moi@hocvien.vn');
    type('password', 'secret1');
    type('confirmPassword', 'secret2');
    fireEvent.click(screen.getByTestId('auth-submit'));
    expect(screen.getByTestId('auth-error-confirmPassword').textContent).toBe('Mật khẩu không khớp!');
    expect(screen.getByTestId('auth-error-name').textContent).toBe('Vui lòng nhập tên của bạn.');
    expect(screen.getByTestId('auth-error-phoneNumber').textContent).toBe('Số điện thoại là bắt buộc để đăng ký.');

    type('confirmPassword', 'secret1');
    type('name', 'Lê Mới');
    type('phoneNumber', '0901234567');
    type('age', '28');
    fireEvent.click(screen.getByTestId('auth-accept-terms'));
    fireEvent.click(screen.getByTestId('auth-submit'));
    expect(actions.at(-1)).toEqual(
      sessionActions.signUpSubmitted({ email: 'moi@hocvien.vn', password: 'secret1', name: 'Lê Mới', phoneNumber: '0901234567', age: 28, acceptTerms: true, marketingEmails: false }),
    );
  });

  it('starts Google and Facebook sign-in', () => {
    const { actions } = renderWithStore(<AuthPanel />, { state: ready });
    fireEvent.click(screen.getByTestId('auth-google'));
    expect(actions.at(-1)).toEqual(sessionActions.socialSignInStarted('google'));
  });

  it('asks for consent to the terms and the privacy policy on sign-up, and an opt-in to marketing email left unticked', () => {
    const { types, actions } = renderWithStore(<AuthPanel />, { state: ready });
    expect(screen.queryByTestId('auth-consent')).toBeNull();
    fireEvent.click(screen.getByTestId('auth-toggle'));
    expect(screen.getByTestId('auth-terms-link').getAttribute('href')).toBe('/terms');
    expect(screen.getByTestId('auth-privacy-link').getAttribute('href')).toBe('/privacy');
    expect((screen.getByTestId('auth-accept-terms') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByTestId('auth-marketing-emails') as HTMLInputElement).checked).toBe(false);

    type('email', 'moi@hocvien.vn');
    type('password', 'secret1');
    type('confirmPassword', 'secret1');
    type('name', 'Lê Mới');
    type('phoneNumber', '0901234567');
    fireEvent.click(screen.getByTestId('auth-submit'));
    expect(screen.getByTestId('auth-error-acceptTerms').textContent).toBe(
      'Vui lòng đồng ý với Điều khoản sử dụng và Chính sách bảo mật (xử lý dữ liệu cá nhân) để đăng ký.',
    );
    expect(document.activeElement).toBe(field('acceptTerms'));
    expect(types()).not.toContain(sessionActions.signUpSubmitted.type);

    // Google from the sign-up tab creates the account too: the same box, then the choices travel with it.
    fireEvent.click(screen.getByTestId('auth-google'));
    expect(types()).not.toContain(sessionActions.socialSignUpStarted.type);
    fireEvent.click(screen.getByTestId('auth-accept-terms'));
    expect(screen.queryByTestId('auth-error-acceptTerms')).toBeNull();
    fireEvent.click(screen.getByTestId('auth-marketing-emails'));
    fireEvent.click(screen.getByTestId('auth-google'));
    expect(actions.at(-1)).toEqual(sessionActions.socialSignUpStarted({ provider: 'google', choices: { acceptTerms: true, marketingEmails: true } }));
  });

  it('lives in the modal the header opens, and shows server errors inline', () => {
    const { store } = renderWithStore(<AuthModal />, { state: ready });
    expect(screen.queryByTestId('auth-modal')).toBeNull();
    act(() => {
      store.dispatch(sessionActions.authModalOpened('login'));
    });
    expect(screen.getByTestId('auth-modal')).toBeTruthy();
    act(() => {
      store.dispatch(sessionActions.socialSignInStarted('facebook'));
      store.dispatch(sessionActions.signInFailed(remoteError('Email này đã được liên kết với một phương thức đăng nhập khác.')));
    });
    expect(screen.getByTestId('auth-error').textContent).toBe('Email này đã được liên kết với một phương thức đăng nhập khác.');
    fireEvent.click(screen.getByTestId('modal-close'));
    expect(screen.queryByTestId('auth-modal')).toBeNull();
  });
});
