import toast from 'react-hot-toast';

/** Admin-area toasts: top-center for 6 s (spec part 1 §9). */
export const ADMIN_TOAST = { position: 'top-center', duration: 6000 } as const;

export interface NotifyOptions {
  /** Replaces the toast with this id (e.g. a loading toast turning into its result). */
  id?: string;
  area?: 'admin';
}

/** How sagas show toasts; injected so saga tests can record them. */
export interface Notifier {
  success(message: string, options?: NotifyOptions): string;
  error(message: string, options?: NotifyOptions): string;
  loading(message: string, options?: NotifyOptions): string;
}

function toastOptions({ id, area }: NotifyOptions = {}) {
  return { ...(id ? { id } : {}), ...(area === 'admin' ? ADMIN_TOAST : {}) };
}

export const toastNotifier: Notifier = {
  success: (message, options) => toast.success(message, toastOptions(options)),
  error: (message, options) => toast.error(message, toastOptions(options)),
  loading: (message, options) => toast.loading(message, toastOptions(options)),
};
