import { render, screen } from '@testing-library/react';
import { AppToaster } from '../components/ui/AppToaster';
import { toastNotifier, toastRequests } from './notify';

describe('toasts, with the toaster loaded on the first one', () => {
  it('asks for the toaster with the first toast and shows toasts in order, a loading one replaced by its result', async () => {
    expect(toastRequests.requested()).toBe(false);
    const id = toastNotifier.loading('Đang lưu...');
    expect(toastRequests.requested()).toBe(true);
    expect(toastNotifier.success('Đã lưu thay đổi.', { id })).toBe(id);
    const other = toastNotifier.error('Không thể sao chép.');
    expect(other).not.toBe(id);
    render(<AppToaster />);
    expect(await screen.findByText('Đã lưu thay đổi.')).toBeTruthy();
    expect(await screen.findByText('Không thể sao chép.')).toBeTruthy();
    expect(screen.queryByText('Đang lưu...')).toBeNull();
  });
});
