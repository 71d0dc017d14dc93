import { fireEvent, render, screen } from '@testing-library/react';
import { EmulatorAccountDialog } from './EmulatorAccountDialog';

const suggested = { email: 'hoc-vien-google-0001@example.com', name: 'Học viên Google' };
const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;

describe('EmulatorAccountDialog', () => {
  it('shows the prefilled account and continues with the edited one', () => {
    const onContinue = jest.fn();
    render(<EmulatorAccountDialog providerLabel="Google" suggested={suggested} onContinue={onContinue} onCancel={jest.fn()} />);
    expect(screen.getByRole('dialog').textContent).toContain('Đăng nhập bằng Google (môi trường thử nghiệm)');
    expect(field('emulatorEmail').value).toBe(suggested.email);
    expect(field('emulatorName').value).toBe(suggested.name);

    fireEvent.change(field('emulatorEmail'), { target: { value: 'sai-email' } });
    expect((screen.getByTestId('emulator-account-continue') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field('emulatorEmail'), { target: { value: ' lan@example.com ' } });
    fireEvent.change(field('emulatorName'), { target: { value: 'Trần Lan' } });
    fireEvent.click(screen.getByText('Tiếp tục'));
    expect(onContinue).toHaveBeenCalledWith({ email: 'lan@example.com', name: 'Trần Lan' });
  });

  it('"Hủy" and Escape cancel', () => {
    const onCancel = jest.fn();
    render(<EmulatorAccountDialog providerLabel="Facebook" suggested={suggested} onContinue={jest.fn()} onCancel={onCancel} />);
    expect(screen.getByRole('dialog').textContent).toContain('Đăng nhập bằng Facebook (môi trường thử nghiệm)');
    fireEvent.click(screen.getByText('Hủy'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
