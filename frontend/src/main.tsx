import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppNavigation } from './app/navigation';
import { preloadPage } from './app/router';
import { createAppStore } from './app/store';
import './styles/index.css';

// Sagas navigate through the router of the running app (app/navigation.ts) instead of holding React hooks.
const navigation = createAppNavigation();
const { store, loadFeatures } = createAppStore({ navigate: navigation.navigate });
// The first page's code downloads while the session boots.
preloadPage(window.location.pathname, loadFeatures);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} navigation={navigation} loadFeatures={loadFeatures} />
  </StrictMode>,
);
