// The popup's plain constants, apart from its schemas: the public pages show the popup without
// loading zod (docs/decisions.md "Speed: the first page's JavaScript").
export const POPUP_TITLE_MAX = 120;
/** Part of the multipart rule of create and update: a banner picture, not a poster print. */
export const POPUP_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The advertising popup appears this long after the page loads (spec part 1 sections 4 and 9). */
export const POPUP_DELAY_MS = 1500;
