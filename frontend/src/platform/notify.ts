import { ERROR_MESSAGES } from '@academy/contracts';
import toast from 'react-hot-toast';

/** Admin-area and email-link toasts: top-center for 6 s (spec part 1 §9). */
export const ADMIN_TOAST = { position: 'top-center', duration: 6000 } as const;

export interface NotifyOptions {
  /** Replaces the toast with this id (e.g. a loading toast turning into its result). */
  id?: string;
  /** 'admin' and 'email-action' toasts sit top-center for 6 s; others follow the app defaults. */
  area?: 'admin' | 'email-action';
}

/** How sagas show toasts; injected so saga tests can record them. */
export interface Notifier {
  success(message: string, options?: NotifyOptions): string;
  error(message: string, options?: NotifyOptions): string;
  loading(message: string, options?: NotifyOptions): string;
}

function toastOptions({ id, area }: NotifyOptions = {}) {
  return { ...(id ? { id } : {}), ...(area ? ADMIN_TOAST : {}) };
}

export const toastNotifier: Notifier = {
  success: (message, options) => toast.success(message, toastOptions(options)),
  // A disabled account is reported by the global rule and by the call that hit it: one toast, not two.
  error: (message, options) =>
    toast.error(message, toastOptions(message === ERROR_MESSAGES.ACCOUNT_DISABLED ? { id: 'account-disabled', ...options } : options)),
  loading: (message, options) => toast.loading(message, toastOptions(options)),
};
