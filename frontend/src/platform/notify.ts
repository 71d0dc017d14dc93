import { ACCOUNT_DISABLED_MESSAGE } from '@academy/contracts';

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

type Toast = typeof import('react-hot-toast').default;

/**
 * Whether anything asked for a toast yet. The toaster's code (react-hot-toast) loads with the first
 * toast, not with every first page: the app mounts the toaster once this turns true (App.tsx).
 */
export const toastRequests = (() => {
  let requested = false;
  const listeners = new Set<() => void>();
  return {
    requested: () => requested,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    request() {
      if (requested) return;
      requested = true;
      listeners.forEach((listener) => listener());
    },
  };
})();

let toastLibrary: Promise<Toast> | null = null;
let lastId = 0;

/**
 * Shows a toast once the library has arrived; the id is ours, so a caller can replace the toast
 * (a loading toast turning into its result) before it is even drawn. Calls keep their order.
 */
function show(kind: 'success' | 'error' | 'loading', message: string, { id, area }: NotifyOptions = {}): string {
  const toastId = id ?? `toast-${(lastId += 1)}`;
  toastRequests.request();
  toastLibrary ??= import('react-hot-toast').then((module) => module.default);
  void toastLibrary.then((toast) => toast[kind](message, { id: toastId, ...(area ? ADMIN_TOAST : {}) }));
  return toastId;
}

export const toastNotifier: Notifier = {
  success: (message, options) => show('success', message, options),
  // A disabled account is reported by the global rule and by the call that hit it: one toast, not two.
  error: (message, options) => show('error', message, message === ACCOUNT_DISABLED_MESSAGE ? { id: 'account-disabled', ...options } : options),
  loading: (message, options) => show('loading', message, options),
};
