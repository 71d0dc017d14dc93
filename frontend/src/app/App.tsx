import { Suspense, lazy, useDeferredValue, useLayoutEffect, useSyncExternalStore } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { SplashScreen, useStaticSplashRemoval } from '../components/ui/SplashScreen';
import { selectBootReady } from '../features/session/session.selectors';
import { emulatorAccountPicker, providerLabel } from '../platform/emulator-provider';
import { toastRequests } from '../platform/notify';
import { useAppSelector } from './hooks';
import { FeatureLoaderContext } from './lazy-page';
import type { LoadFeatures } from './lazy-features';
import type { AppNavigation } from './navigation';
import { AppRoutes } from './router';
import { AppStore } from './store';

/**
 * The routes mount once the first auth state is known, so guards never decide on a guess. A store
 * change renders at once and in one piece; deferred, the whole first page (layout, header, page)
 * renders in slices that leave the browser free between them, not in one long task.
 */
function Shell() {
  const ready = useDeferredValue(useAppSelector(selectBootReady));
  useStaticSplashRemoval(ready);
  return ready ? <AppRoutes /> : <SplashScreen />;
}

/** Hands the router's navigate to the sagas' navigation (app/navigation.ts). */
function NavigationBridge({ navigation }: { navigation: AppNavigation }) {
  const navigate = useNavigate();
  useLayoutEffect(() => navigation.attach(navigate), [navigation, navigate]);
  return null;
}

const EmulatorAccountDialog = lazy(async () => ({ default: (await import('../components/ui/EmulatorAccountDialog')).EmulatorAccountDialog }));

/** Against the Auth emulator only: the account a Google/Facebook sign-in asked for (see platform/emulator-provider). */
function EmulatorAccountQuestion() {
  const question = useSyncExternalStore(emulatorAccountPicker.subscribe, emulatorAccountPicker.current);
  if (!question) return null;
  return (
    <Suspense fallback={null}>
      <EmulatorAccountDialog
        key={question.id}
        providerLabel={providerLabel(question.provider)}
        suggested={question.suggested}
        onContinue={question.choose}
        onCancel={question.cancel}
      />
    </Suspense>
  );
}

const AppToaster = lazy(async () => ({ default: (await import('../components/ui/AppToaster')).AppToaster }));

/** The toaster, mounted with the first toast: its code stays out of the first page (platform/notify.ts). */
function Toasts() {
  const requested = useSyncExternalStore(toastRequests.subscribe, toastRequests.requested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

interface AppProps {
  store: AppStore;
  navigation: AppNavigation;
  loadFeatures: LoadFeatures;
}

export function App({ store, navigation, loadFeatures }: AppProps) {
  return (
    <Provider store={store}>
      <FeatureLoaderContext.Provider value={loadFeatures}>
        {/* Without transitions: a saga's navigation commits at once (see navigation.ts). */}
        <BrowserRouter useTransitions={false}>
          <NavigationBridge navigation={navigation} />
          <Shell />
        </BrowserRouter>
      </FeatureLoaderContext.Provider>
      <EmulatorAccountQuestion />
      <Toasts />
    </Provider>
  );
}
