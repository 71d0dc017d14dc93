import { EnhancedStore, Reducer, combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { essentialReducers } from './essentials';
import { LoadFeatures, createFeatureLoader } from './lazy-features';
import type { RootState } from './reducer';
import { createRootSaga } from './root-saga';
import { AppEnvironment, createAppServices } from './services';

export type { RootState };

/**
 * The app's store: the essential features from the start, every other one added with the first
 * page that needs it (`loadFeatures`, which app/lazy-page.tsx calls before that page renders).
 * Typed with the whole state: a page reads a feature's state only once it is loaded
 * (app/lazy-features.spec.ts holds the pages to that). Side effects live in sagas: no thunks.
 */
export function createAppStore(environment: AppEnvironment): { store: AppStore; loadFeatures: LoadFeatures } {
  const reducer = combineSlices(essentialReducers);
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: reducer as unknown as Reducer<RootState>,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const services = createAppServices(environment);
  sagaMiddleware.run(createRootSaga(services));
  const loadFeatures = createFeatureLoader({
    inject: (reducerPath, featureReducer) => reducer.inject({ reducerPath, reducer: featureReducer } as never),
    run: (saga) => void sagaMiddleware.run(saga),
    dispatch: store.dispatch,
    services,
  });
  return { store, loadFeatures };
}

export type AppStore = EnhancedStore<RootState>;
export type AppDispatch = AppStore['dispatch'];
