import { useSyncExternalStore } from 'react';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { EmulatorAccountDialog } from '../components/ui/EmulatorAccountDialog';
import { SplashScreen } from '../components/ui/SplashScreen';
import { selectBootReady } from '../features/session/session.selectors';
import { emulatorAccountPicker, providerLabel } from '../platform/emulator-provider';
import { useAppSelector } from './hooks';
import { AppRouter } from './router';
import { AppStore } from './store';

/** Spec part 1 §9: success 2 s, error and blank 4 s, loading until replaced. */
const TOAST_OPTIONS = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
  className: 'toast',
} as const;

/** The router mounts once the first auth state is known, so guards never decide on a guess. */
function Shell({ router }: { router: AppRouter }) {
  const ready = useAppSelector(selectBootReady);
  return ready ? <RouterProvider router={router} /> : <SplashScreen />;
}

/** Against the Auth emulator only: the account a Google/Facebook sign-in asked for (see platform/emulator-provider). */
function EmulatorAccountQuestion() {
  const question = useSyncExternalStore(emulatorAccountPicker.subscribe, emulatorAccountPicker.current);
  if (!question) return null;
  return (
    <EmulatorAccountDialog
      key={question.id}
      providerLabel={providerLabel(question.provider)}
      suggested={question.suggested}
      onContinue={question.choose}
      onCancel={question.cancel}
    />
  );
}

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      <Shell router={router} />
      <EmulatorAccountQuestion />
      <Toaster position="top-right" toastOptions={TOAST_OPTIONS} containerStyle={{ top: 16 }} />
    </Provider>
  );
}
