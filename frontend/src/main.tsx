import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createRootSaga } from './app/root-saga';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';
import './styles/index.css';

const router = createAppRouter();
// Sagas navigate through the router object (e.g. home after logout) instead of holding React hooks.
// flushSync: the new page is committed before the saga's next state change re-renders the old one.
const store = createAppStore(
  createRootSaga({ navigate: (to, options) => router.navigate(to, { flushSync: true, replace: options?.replace ?? false }) }),
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
