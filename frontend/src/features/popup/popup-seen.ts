/** Remembers for this browser session that the popup was shown (spec part 1 section 4: once per session). */
export interface PopupSeen {
  has(): boolean;
  mark(): void;
}

const SEEN_KEY = 'academy.popup-seen';

/**
 * Kept in sessionStorage: a new tab or a restarted browser is a new session. When the browser
 * refuses storage (privacy settings) the popup shows once per page load rather than never.
 */
export function sessionPopupSeen(storage: () => Storage | undefined = () => window.sessionStorage): PopupSeen {
  let seenHere = false;
  const store = () => {
    try {
      return storage();
    } catch {
      return undefined;
    }
  };
  return {
    has: () => {
      if (seenHere) return true;
      try {
        return store()?.getItem(SEEN_KEY) === '1';
      } catch {
        return false;
      }
    },
    mark: () => {
      seenHere = true;
      try {
        store()?.setItem(SEEN_KEY, '1');
      } catch {
        // Storage full or refused: this page load still remembers it.
      }
    },
  };
}

/** Resolves once the browser has the picture, so the popup appears whole; rejects if it cannot load. */
export function preloadImage(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`The popup picture did not load: ${url}`));
    image.src = url;
  });
}
