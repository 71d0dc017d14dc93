import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { switchToBrandFontAfterFirstPage } from './app/brand-font';
import { createAppNavigation } from './app/navigation';
import { preloadPage } from './app/router';
import { createAppStore } from './app/store';
import './styles/index.css';

/**
 * Lets the browser paint and answer input between the boot's steps: on a slow phone each step is
 * a short task of its own instead of all of them (and the evaluation of the scripts before them)
 * one long one (docs/decisions.md "Speed: the first page's requests and its first screen").
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  await nextTask();
  // Sagas navigate through the router of the running app (app/navigation.ts) instead of holding React hooks.
  const navigation = createAppNavigation();
  const { store, loadFeatures } = createAppStore({ navigate: navigation.navigate });
  await nextTask();
  // The first page's code downloads while the session boots.
  preloadPage(window.location.pathname, loadFeatures);
  await nextTask();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} navigation={navigation} loadFeatures={loadFeatures} />
    </StrictMode>,
  );
}

void boot();
void switchToBrandFontAfterFirstPage();
