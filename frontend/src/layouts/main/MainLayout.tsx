import { ComponentType, LazyExoticComponent, Suspense, lazy, useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { FeatureLoaderContext } from '../../app/lazy-page';
import { Footer } from './Footer';
import { Header } from './Header';

let SitePopup: LazyExoticComponent<ComponentType> | undefined;

/**
 * The advertising popup of the public pages (spec part 1 section 2.10). Its code and feature load
 * beside the page, never in its way: nothing is drawn until the popup is due, 1.5 s later.
 */
function AdvertisingPopup() {
  const loadFeatures = useContext(FeatureLoaderContext);
  SitePopup ??= lazy(async () => {
    const [module] = await Promise.all([import('../../features/popup/components/SitePopup'), loadFeatures(['popup'])]);
    return { default: module.SitePopup };
  });
  return (
    <Suspense fallback={null}>
      <SitePopup />
    </Suspense>
  );
}

export function MainLayout() {
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        Bỏ qua điều hướng
      </a>
      <Header />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <Footer />
      <AdvertisingPopup />
    </div>
  );
}
