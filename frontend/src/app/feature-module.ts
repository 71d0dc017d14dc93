import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { AppServices } from './services';

/**
 * A feature the app loads with the first page that uses it (app/lazy-features.ts): its reducers
 * join the store and its sagas start before that page renders. One module per feature in
 * app/features/ wires it to the app's services, as root-saga.ts does for the essentials.
 */
export interface FeatureModule<Reducers extends Record<string, Reducer> = Record<string, Reducer>> {
  /** Features (names in app/lazy-features.ts) this one's glue reads or writes: loaded first. */
  needs?: string[];
  /** State keys and their reducers, as the feature's selectors read them. */
  reducers: Reducers;
  /** The feature's saga wired to the app's services, and its glue with the other features. */
  sagas(services: AppServices): Saga[];
}

export const defineFeature = <Reducers extends Record<string, Reducer>>(module: FeatureModule<Reducers>): FeatureModule<Reducers> => module;
