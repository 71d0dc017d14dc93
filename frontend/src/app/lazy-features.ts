import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { FeatureModule } from './feature-module';
import type { AppServices } from './services';

/**
 * Every feature outside the essentials (app/essentials.ts), by its folder under src/features: its
 * code downloads with the first page that declares it (app/router.tsx), never before.
 * app/lazy-features.spec.ts checks that each page declares every feature whose state or actions its
 * code uses, and that the entry uses none of them.
 */
export const lazyFeatures = {
  'admin-affiliates': () => import('./features/admin-affiliates'),
  'admin-orders': () => import('./features/admin-orders'),
  'admin-reports': () => import('./features/admin-reports'),
  'admin-users': () => import('./features/admin-users'),
  'admin-wallet': () => import('./features/admin-wallet'),
  'affiliate-dashboard': () => import('./features/affiliate-dashboard'),
  'bonus-codes': () => import('./features/bonus-codes'),
  'categories': () => import('./features/categories'),
  'certificates': () => import('./features/certificates'),
  'checkout': () => import('./features/checkout'),
  'contact': () => import('./features/contact'),
  'course-catalogue': () => import('./features/course-catalogue'),
  'course-player': () => import('./features/course-player'),
  'course-reviews': () => import('./features/course-reviews'),
  'course-studio': () => import('./features/course-studio'),
  'discounts': () => import('./features/discounts'),
  'email-marketing': () => import('./features/email-marketing'),
  'home': () => import('./features/home'),
  'homepage-content': () => import('./features/homepage-content'),
  'identity': () => import('./features/identity'),
  'instructor-application': () => import('./features/instructor-application'),
  'instructor-earnings': () => import('./features/instructor-earnings'),
  'instructor-students': () => import('./features/instructor-students'),
  'media-library': () => import('./features/media-library'),
  'my-learning': () => import('./features/my-learning'),
  'orders': () => import('./features/orders'),
  'payment-reviews': () => import('./features/payment-reviews'),
  'popup': () => import('./features/popup'),
  'popup-admin': () => import('./features/popup-admin'),
  'storage': () => import('./features/storage'),
  'tools': () => import('./features/tools'),
  'wallet': () => import('./features/wallet'),
} satisfies Record<string, () => Promise<{ default: FeatureModule }>>;

export type LazyFeatureName = keyof typeof lazyFeatures;

/** Loads features and resolves once their reducers hold state and their sagas run. */
export type LoadFeatures = (names: readonly LazyFeatureName[]) => Promise<void>;

/** What loading a feature changes in the running app. */
export interface FeatureHost {
  inject(key: string, reducer: Reducer): void;
  run(saga: Saga): void;
  dispatch(action: UnknownAction): void;
  services: AppServices;
}

/** Dispatched once a feature's reducers are in, so their state exists before its page renders. */
export const featuresLoaded = (names: string[]): UnknownAction & { payload: string[] } => ({ type: 'app/featuresLoaded', payload: names });

export function createFeatureLoader(host: FeatureHost, catalogue: Record<string, () => Promise<{ default: FeatureModule }>> = lazyFeatures): LoadFeatures {
  const loads = new Map<string, Promise<void>>();

  function load(name: string): Promise<void> {
    const known = loads.get(name);
    if (known) return known;
    const loading = (async () => {
      const { default: feature } = await catalogue[name]();
      await Promise.all((feature.needs ?? []).map(load));
      for (const [key, reducer] of Object.entries(feature.reducers)) host.inject(key, reducer);
      host.dispatch(featuresLoaded([name]));
      // Each saga on its own, as spawn did: one feature's crash must not take the others down.
      for (const saga of feature.sagas(host.services)) host.run(saga);
    })();
    loads.set(name, loading);
    // A download that failed (the network) is tried again by the next page that needs it.
    loading.catch(() => loads.delete(name));
    return loading;
  }

  return async (names) => {
    await Promise.all(names.map(load));
  };
}
