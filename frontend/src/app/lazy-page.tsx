import { ComponentType, Suspense, lazy } from 'react';
import { PageSpinner } from '../components/ui/Spinner';

/**
 * A page (or a layout) whose code downloads the first time it is shown, so a visitor of the public
 * pages never downloads admin, instructor or chart code. The layout around it stays on screen, with
 * a spinner where the page will be.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K): ComponentType {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    );
  };
}
