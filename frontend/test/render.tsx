import { Middleware, UnknownAction, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { RootState, rootReducer } from '../src/app/reducer';

/** Renders UI with the real reducers (no sagas) and records every dispatched action. */
export function renderWithStore(ui: ReactElement, options: { state?: Partial<RootState>; route?: string } = {}) {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.state,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(recorder),
  });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { ...view, store, actions, types: () => actions.map((a) => a.type) };
}
