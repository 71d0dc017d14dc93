// Telling a page of the site from an outside address, apart from the schemas: the home page's hero
// button needs it without zod (docs/decisions.md "Speed: the first page's JavaScript").

/** A page of this site (`/courses`, `/tools/abc?x=1#top`): one leading slash, nothing a browser would read as another host. */
export const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** True for a link the web app opens inside itself (a path), false for an outside address. */
export const isSitePath = (link: string) => SITE_PATH.test(link);
