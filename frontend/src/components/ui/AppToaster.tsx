import { useSyncExternalStore } from 'react';
import { Toaster, ToasterProps } from 'react-hot-toast';

/** Spec part 1 §9: success 2 s, error and blank 4 s, loading until replaced. */
const TOAST_OPTIONS = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
  className: 'toast',
} as const;

/** Below this width the header's actions span the whole bar: toasts go to the bottom. */
export const NARROW_QUERY = '(max-width: 899px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(NARROW_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const isNarrow = () => window.matchMedia?.(NARROW_QUERY).matches ?? false;

/**
 * Where toasts appear (docs/decisions.md, "Polish for a first visitor"): never over the header's
 * sign-up button, cart or user menu. Wide screens: top-center, below the sticky bar. Narrow screens:
 * bottom-center, where no bar sits. Admin and email-link toasts ask for top-center themselves
 * (spec part 1 §9); the same offset keeps them below the dashboard's bar.
 */
export function toasterPlacement(narrow: boolean): Pick<ToasterProps, 'position' | 'containerStyle'> {
  return narrow
    ? { position: 'bottom-center', containerStyle: { top: 'calc(var(--header-height) + 12px)', bottom: 16 } }
    : { position: 'top-center', containerStyle: { top: 'calc(var(--header-height) + 12px)' } };
}

export function AppToaster() {
  const narrow = useSyncExternalStore(subscribe, isNarrow, () => false);
  return <Toaster {...toasterPlacement(narrow)} toastOptions={TOAST_OPTIONS} />;
}
