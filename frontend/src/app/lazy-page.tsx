import { ComponentType, LazyExoticComponent, ReactElement, Suspense, createContext, lazy, useContext } from 'react';
import { useStaticSplashHold } from '../components/ui/SplashScreen';
import { PageSpinner } from '../components/ui/Spinner';
import type { LazyFeatureName, LoadFeatures } from './lazy-features';

/**
 * How a page's features are loaded (app/store.ts). Without a provider nothing is loaded: the
 * store of tests (test/render.tsx, router.spec) holds every feature from the start.
 */
export const FeatureLoaderContext = createContext<LoadFeatures>(async () => undefined);

/** While a page's code downloads: a spinner, and on the very first page index.html's splash stays over it. */
function PageLoading() {
  useStaticSplashHold();
  return <PageSpinner />;
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

export type LazyPageComponent<P = object> = ((props: P) => ReactElement) & {
  /** Starts downloading the page's code and features before it renders (app/router.tsx preloadPage). */
  preload(loadFeatures: LoadFeatures): Promise<unknown>;
};

/**
 * A page (or a layout) whose code downloads the first time it is shown, together with the features
 * it uses (their reducers and sagas, app/lazy-features.ts), so a visitor of the public pages never
 * downloads admin, instructor or chart code. The layout around it stays on screen, with a spinner
 * where the page will be (under the splash on the first visit, see PageLoading).
 */
export function lazyPage<M extends Record<K, ComponentType<never>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  features: readonly LazyFeatureName[] = [],
): LazyPageComponent<PropsOf<M[K]>> {
  // Inside, a page is any component; the props the caller gives are the page's own (PropsOf).
  type AnyPage = ComponentType<Record<string, unknown>>;
  let loading: Promise<{ default: AnyPage }> | undefined;
  const preload = (loadFeatures: LoadFeatures) => {
    loading ??= Promise.all([load(), loadFeatures(features)]).then(
      ([module]) => ({ default: module[name] as unknown as AnyPage }),
      (error: unknown) => {
        // A failed download (the network) is tried again by the next render or preload.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  let Page: LazyExoticComponent<AnyPage> | undefined;
  function LazyPage(props: PropsOf<M[K]>) {
    const loadFeatures = useContext(FeatureLoaderContext);
    // Made on first render, where the loader is known; the same one for every later render.
    Page ??= lazy(() => preload(loadFeatures));
    return (
      <Suspense fallback={<PageLoading />}>
        <Page {...(props as Record<string, unknown>)} />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload });
}
