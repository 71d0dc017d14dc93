import { splashGone } from '../components/ui/SplashScreen';

/** The class on <html> that draws the text in the brand font (styles/tokens.css). */
const BRAND_FONT_CLASS = 'brand-font';
/** Set once the faces have arrived in this tab; public/theme-init.js reads it before the next page paints. */
const ARRIVED_KEY = 'brand-font';
/** Text in both of the font's subsets (Latin and Vietnamese), so each weight loads both files. */
const SAMPLE = 'Học viện';
const WEIGHTS = [400, 700];

/** Checked this often; a window with nothing new fetched means the first screen's answers and images are in. */
const QUIET_WINDOW_MS = 300;
/** A page that keeps fetching (a poll, a video) does not hold the font back longer than this. */
const QUIET_GIVE_UP_MS = 4000;

const resourcesFetched = () => performance.getEntriesByType('resource').length;

/** Resolves once the page has finished fetching nothing new for a whole window, or after the give-up time. */
async function networkQuiet(): Promise<void> {
  const giveUpAt = performance.now() + QUIET_GIVE_UP_MS;
  let seen = resourcesFetched();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_WINDOW_MS));
    const now = resourcesFetched();
    if (now === seen || performance.now() >= giveUpAt) return;
    seen = now;
  }
}

/** Resolves after the browser has painted the frame it is drawing now. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    // A frame callback runs just before the paint; a task queued from it runs after the paint.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/**
 * The brand font (styles/brand-font.css) comes after the first page, not with it: the first screen
 * draws in the system's fonts, which all draw Vietnamese, so its 70 KB never hold back the scripts,
 * answers and images that screen waits for on a slow line; once they are in, the text swaps to the
 * brand font once, when both weights have arrived (no half-bold page in between). Later pages of
 * the tab draw in it from the start (theme-init.js). Docs/decisions.md "Speed: the first page's
 * JavaScript".
 */
export async function switchToBrandFontAfterFirstPage(): Promise<void> {
  const root = document.documentElement;
  if (root.classList.contains(BRAND_FONT_CLASS)) return;
  await splashGone;
  await networkQuiet();
  await afterNextPaint();
  await Promise.all(WEIGHTS.map((weight) => document.fonts.load(`${weight} 16px "Be Vietnam Pro"`, SAMPLE)));
  root.classList.add(BRAND_FONT_CLASS);
  try {
    sessionStorage.setItem(ARRIVED_KEY, '1');
  } catch {
    // Storage refused (private mode): the next page swaps again, nothing else.
  }
}
