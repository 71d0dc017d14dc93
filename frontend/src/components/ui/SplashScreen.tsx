import { useLayoutEffect } from 'react';
import { LogoMark, PRODUCT_NAME, TAGLINE } from './Logo';

/** The splash `index.html` draws itself, before any script or stylesheet arrives. */
export const STATIC_SPLASH_ID = 'boot-splash';

/**
 * Shown while the app boots: runtime config, Firebase and the first auth state. When the page's
 * own splash (index.html) is on screen it simply stays there: drawing a second one would restart
 * its animation, a visible jump. This one is for documents without it (tests, other hosts).
 */
export function SplashScreen() {
  if (document.getElementById(STATIC_SPLASH_ID)) return null;
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

/**
 * The page's own splash stays until the app is booted and the first page's code has arrived: a
 * page still loading its code (a lazy page's fallback) holds it, so the layout never shows with a
 * spinner that the page then pushes down (a layout shift), and nothing blank shows in between.
 */
const splash = { booted: false, holds: 0 };

let markGone: () => void;
/** Settles once the app has taken the splash away: its first page is on screen. */
export const splashGone = new Promise<void>((resolve) => {
  markGone = resolve;
});

function removeWhenFree(): void {
  if (!splash.booted || splash.holds > 0) return;
  document.getElementById(STATIC_SPLASH_ID)?.remove();
  markGone();
}

/**
 * Takes the page's own splash away once `booted` and no page holds it: in a layout effect, so after
 * the first page is committed and before the browser paints.
 */
export function useStaticSplashRemoval(booted: boolean): void {
  useLayoutEffect(() => {
    splash.booted = booted;
    removeWhenFree();
  }, [booted]);
}

/** Keeps the page's own splash on screen while the calling component is mounted (a page's loading fallback). */
export function useStaticSplashHold(): void {
  useLayoutEffect(() => {
    splash.holds += 1;
    return () => {
      splash.holds -= 1;
      removeWhenFree();
    };
  }, []);
}
