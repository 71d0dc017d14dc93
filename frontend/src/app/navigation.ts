import { flushSync } from 'react-dom';
import type { NavigateFunction } from 'react-router-dom';

export interface NavigateOptions {
  replace?: boolean;
}

/**
 * How sagas change the page (home after logout, the course after a purchase) without holding React
 * hooks: the router's own `navigate`, attached by NavigationBridge (App.tsx) once the router is on
 * screen. flushSync: the new page is committed before the saga's next state change re-renders the
 * old one. A navigation asked for before the router is there waits for it.
 */
export function createAppNavigation() {
  let routerNavigate: NavigateFunction | null = null;
  let waiting: { to: string; options?: NavigateOptions } | null = null;
  const go = (navigate: NavigateFunction, to: string, options?: NavigateOptions) =>
    flushSync(() => {
      void navigate(to, { replace: options?.replace ?? false });
    });
  return {
    navigate(to: string, options?: NavigateOptions): Promise<void> {
      if (routerNavigate) go(routerNavigate, to, options);
      else waiting = { to, options };
      return Promise.resolve();
    },
    /** Called by the router's bridge with its current `navigate`; returns the detach. */
    attach(navigate: NavigateFunction): () => void {
      routerNavigate = navigate;
      if (waiting) {
        const { to, options } = waiting;
        waiting = null;
        go(navigate, to, options);
      }
      return () => {
        if (routerNavigate === navigate) routerNavigate = null;
      };
    },
  };
}

export type AppNavigation = ReturnType<typeof createAppNavigation>;
