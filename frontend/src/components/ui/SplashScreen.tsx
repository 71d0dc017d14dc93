import { LogoMark, PRODUCT_NAME, TAGLINE } from './Logo';

/** Shown while the app boots: runtime config, Firebase and the first auth state. */
export function SplashScreen() {
  return (
    <div className="splash" data-testid="splash-screen" role="status" aria-live="polite">
      <div className="splash-inner">
        <LogoMark size={72} />
        <h1 className="splash-title">{PRODUCT_NAME}</h1>
        <p className="splash-tagline">{TAGLINE}</p>
        <span className="splash-bar" aria-hidden="true">
          <span />
        </span>
      </div>
    </div>
  );
}
